// A 400's problems by field, as every form of the shop shows them beside their field.
export interface FieldProblem {
  /** The field, e.g. 'price', 'images[1]' or 'address.postalCode'. */
  field: string;
  message: string;
}
