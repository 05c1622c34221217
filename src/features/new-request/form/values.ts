// What the request form holds while the visitor answers: one value per field kind (inputs hold
// text; numbers are read when sent), the contact answers and where the job is.

/** One preferred slot: a day (`YYYY-MM-DD`) and a time range on it. */
export interface TimeslotValue {
  date: string;
  from: string;
  to: string;
}
export interface DurationValue {
  value: string;
  unit: string;
}
export interface WithOtherValue<V> {
  value: V;
  other: string;
}
export interface AddressValue {
  zipCode: string;
  address: string;
}
/** The preferred date and time asked of job types without timeslots; the range is a pair while editing. */
export interface DateTimeValue {
  date: string;
  timeRange: [string, string];
}

/** What the form keeps for a field, by kind. */
export type FieldValue =
  | string
  | string[]
  | DurationValue
  | TimeslotValue[]
  | Record<string, number>
  | WithOtherValue<string>
  | WithOtherValue<string[]>
  | AddressValue;

/** The answers by field key, plus the preferred date and time. */
export type Answers = Record<string, FieldValue | DateTimeValue | undefined>;

/** The visitor's contact answers, asked only of visitors who are not signed in. */
export interface ContactValues {
  method: 'email' | 'phone';
  email: string;
  lastName: string;
  firstName: string;
  phoneNumber: string;
  /** Phone registration only; never written to the draft. */
  password: string;
}

export interface RequestFormValues {
  answers: Answers;
  contact: ContactValues;
  /** Where the job is, asked only when the page named no prefecture. */
  where: { prefecture: string };
}
