// Stylesheets are imported for their side effect (webpack extracts them); they export nothing.
declare module '*.css';

/** A lazy screen's styles as text (`import css from './x.css?inline'`), rendered in its own <style>. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
