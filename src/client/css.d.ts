// Stylesheets are imported for their side effect (webpack extracts them); they export nothing.
declare module '*.css';
