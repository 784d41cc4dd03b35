// A file of its own: StaffArea's table imports the screens, which need this type (no import cycle).

/** What every staff screen is given: the signed-in account, for the staff API's calls. */
export interface StaffScreenProps {
  uid: string;
}
