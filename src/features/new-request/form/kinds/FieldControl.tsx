// One question of the request form, by field kind; each kind is its own component beside this one.
// Values live in the form under `answers.<key>`.
import type { JobTypeField, Language } from '../../../../api';
import { AddressField } from './AddressField';
import { ChoiceField } from './ChoiceField';
import { CountersField } from './CountersField';
import { DurationField } from './DurationField';
import { HiddenField } from './HiddenField';
import { TextField } from './TextField';
import { TimeslotsField } from './TimeslotsField';

export function FieldControl({ field, language }: { field: JobTypeField; language: Language }) {
  switch (field.type) {
    case 'hidden':
      return <HiddenField field={field} />;
    case 'textarea':
    case 'email':
    case 'number':
      return <TextField field={field} language={language} />;
    case 'address':
      return <AddressField field={field} language={language} />;
    case 'duration':
      return <DurationField field={field} language={language} />;
    case 'timeslots':
      return <TimeslotsField field={field} language={language} />;
    case 'counters':
    case 'services':
      return <CountersField field={field} language={language} />;
    case 'radios':
    case 'radiosWithOther':
    case 'singleChoiceImages':
    case 'checkboxes':
    case 'checkboxesWithOther':
    case 'multipleChoiceImages':
      return <ChoiceField field={field} language={language} />;
  }
}
