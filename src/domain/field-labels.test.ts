import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldMessage } from './field-labels.ts';

describe('fieldLabel', () => {
  it('names fields as a person knows them', () => {
    expect(fieldLabel(['recipeDetails', 'url'])).toBe('Recipe link');
    expect(fieldLabel(['phoneNum'])).toBe('Phone number');
    expect(fieldLabel(['ingredients', 2, 'qty'])).toBe('Quantity of ingredient 3');
    expect(fieldLabel(['cuisines', 0])).toBe('Cuisines 1');
    expect(fieldLabel(['someNewField'])).toBe('Some new field');
    expect(fieldLabel([])).toBe('Request');
  });
});

describe('fieldMessage', () => {
  it('puts the label where the schema message names the field', () => {
    expect(fieldMessage(['recipeDetails', 'url'], 'url is required')).toBe('Recipe link is required');
    expect(fieldMessage(['ingredients', 0, 'name'], 'ingredient name must be at most 120 characters')).toBe(
      'Name of ingredient 1 must be at most 120 characters',
    );
    expect(fieldMessage(['phoneNum'], 'phoneNum must be exactly 10 digits')).toBe(
      'Phone number must be exactly 10 digits',
    );
  });
  it('turns zod’s generic texts into sentences', () => {
    expect(fieldMessage(['password'], 'Invalid input: expected string, received undefined')).toBe(
      'Password is required',
    );
    expect(fieldMessage(['id'], 'Invalid input: expected number, received string')).toBe(
      'Id has a value we cannot use',
    );
    expect(fieldMessage(['cuisines'], 'at least one cuisine is required')).toBe('At least one cuisine is required');
  });
});
