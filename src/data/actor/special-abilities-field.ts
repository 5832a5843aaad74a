/**
 * A list of named abilities or story factors, each with a short text in our own words (species,
 * creatures): `[{ name: "Claws", text: "STR+1D damage" }]`.
 */
const fields = foundry.data.fields;

/** An `ArrayField` of `{ name, text }` rows labelled with `label` (a localization key). */
export function namedNotesField(label: string) {
  return new fields.ArrayField(
    new fields.SchemaField({
      name: new fields.StringField({ required: true, blank: false, initial: "—" }),
      text: new fields.StringField({ required: true, blank: true, initial: "" }),
    }),
    { label },
  );
}
