import { describe, expect, it } from 'vitest';
import { choiceForTitle, TITLE_FOR_CHOICE } from './title-choice';

describe('title choices', () => {
  it('Home and Work fill their name; Other leaves the title to type', () => {
    expect(TITLE_FOR_CHOICE).toEqual({ home: 'Home', work: 'Work', other: '' });
  });

  it('selects Home or Work by name in any case, anything else as Other', () => {
    expect(choiceForTitle('Home')).toBe('home');
    expect(choiceForTitle(' WORK ')).toBe('work');
    expect(choiceForTitle("Ammi's house")).toBe('other');
    expect(choiceForTitle('')).toBeNull();
    expect(choiceForTitle('   ')).toBeNull();
  });
});
