// What every staff screen is given, in a file of its own: the screens and StaffArea's table of them
// both need it, and the table imports the screens.

/** The signed-in staff member's account, for the staff API's calls. */
export interface StaffScreenProps {
  uid: string;
}
