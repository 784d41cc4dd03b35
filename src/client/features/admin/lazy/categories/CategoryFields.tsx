// A category's Name, Colour and Picture, each with the server's problem beside it.
import { useId } from 'react';
import type { AdminCategoryInput } from '@/contract';
import type { CategoryField } from './categoryFields';
import { PictureField } from './PictureField';
import type { CategoryProblems } from './useCategoryEdit';
import * as i18n from '@/client/i18n/i18n';

interface CategoryFieldsProps {
  draft: AdminCategoryInput;
  problems: CategoryProblems;
  pictures: readonly string[];
  onChange: (field: CategoryField, value: string) => void;
}

/** '#abc' as the colour picker takes it ('#aabbcc'); anything else it cannot show, black. */
function pickerValue(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((hex) => hex + hex).join('')}`.toLowerCase();
  return '#000000';
}

export function CategoryFields({ draft, problems, pictures, onChange }: CategoryFieldsProps) {
  const id = useId();
  const field = (name: CategoryField) => ({
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });
  const problemText = (name: CategoryField) =>
    problems[name] && (
      <p id={`${id}-${name}-problem`} className="category-field__problem">
        {problems[name]}
      </p>
    );
  return (
    <>
      <div className="category-field">
        <label htmlFor={`${id}-name`}>{i18n._({ id: 'staff.categories.field.name', message: 'Name' })}</label>
        <input
          id={`${id}-name`}
          value={draft.catName}
          onChange={(event) => onChange('catName', event.target.value)}
          maxLength={100}
          autoComplete="off"
          {...field('catName')}
        />
        {problemText('catName')}
      </div>
      <div className="category-field">
        <label htmlFor={`${id}-colour`}>{i18n._({ id: 'staff.categories.field.colour', message: 'Colour' })}</label>
        <div className="category-field__colour">
          <input
            id={`${id}-colour`}
            value={draft.bgColor}
            onChange={(event) => onChange('bgColor', event.target.value)}
            spellCheck={false}
            autoComplete="off"
            {...field('bgColor')}
          />
          <input
            type="color"
            aria-label={i18n._({ id: 'staff.categories.field.pickColour', message: 'Pick the colour' })}
            value={pickerValue(draft.bgColor)}
            onChange={(event) => onChange('bgColor', event.target.value)}
          />
        </div>
        {problemText('bgColor')}
      </div>
      <PictureField
        value={draft.imageUrl}
        onChange={(path) => onChange('imageUrl', path)}
        pictures={pictures}
        problem={problems.imageUrl}
      />
    </>
  );
}
