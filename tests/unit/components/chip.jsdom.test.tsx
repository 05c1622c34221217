// @vitest-environment jsdom
// Chip: a real checkbox (several of a set) or radio (one of a set) named by its text, chosen by a
// tap anywhere on the pill.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Chip } from '../../../src/components/ui/Chip';

afterEach(cleanup);

describe('Chip', () => {
  it('is a checkbox by default: each chip of a set is chosen on its own', () => {
    render(
      <>
        <Chip name="days" value="sat">
          土曜
        </Chip>
        <Chip name="days" value="sun">
          日曜
        </Chip>
      </>,
    );
    fireEvent.click(screen.getByText('土曜'));
    fireEvent.click(screen.getByText('日曜'));
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
    ]);
  });

  it('as a radio, one of its group is chosen at a time', () => {
    render(
      <>
        <Chip type="radio" name="category" value="home">
          住宅
        </Chip>
        <Chip type="radio" name="category" value="events">
          イベント
        </Chip>
      </>,
    );
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    fireEvent.click(screen.getByText('住宅'));
    fireEvent.click(screen.getByText('イベント'));
    expect(screen.getByRole('radio', { name: '住宅' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'イベント' })).toHaveProperty('checked', true);
  });
});
