// @vitest-environment jsdom
// Tabs: one tab in the Tab order, the arrow keys and Home/End select and focus, the selected tab's
// panel alone is shown, and a hidden panel keeps what was typed in it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../src/components/ui/Tabs';

afterEach(cleanup);

type Key = 'name' | 'password' | 'mail';

function Harness({ onSelect }: { onSelect?: (key: Key) => void }) {
  const [selected, setSelected] = useState<Key>('name');
  return (
    <Tabs
      label="設定の項目"
      selected={selected}
      onSelect={(key) => {
        onSelect?.(key);
        setSelected(key);
      }}
      tabs={[
        { key: 'name', label: 'お名前', panel: <input aria-label="姓" /> },
        { key: 'password', label: 'パスワード', panel: <input aria-label="新しいパスワード" /> },
        { key: 'mail', label: 'メール通知', panel: <p>ニュースレター</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names its list, ties each tab to its panel and shows only the selected one', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: '設定の項目' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((element) => element.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    // Hidden panels are not in the accessibility tree: one panel, named by its tab.
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('お名前').id);
    expect(tab('お名前').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects and focuses with ←/→ (wrapping) and Home/End, and by click', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.keyDown(tab('お名前'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('パスワード'));
    expect(tab('パスワード').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'パスワード' })).toBeTruthy();
    fireEvent.keyDown(tab('パスワード'), { key: 'End' });
    expect(document.activeElement).toBe(tab('メール通知'));
    fireEvent.keyDown(tab('メール通知'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('お名前'));
    fireEvent.keyDown(tab('お名前'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('メール通知'));
    fireEvent.keyDown(tab('メール通知'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('お名前'));
    // Other keys are the page's: nothing is selected by them.
    fireEvent.keyDown(tab('お名前'), { key: 'a' });
    expect(onSelect.mock.calls.map(([key]) => key as Key)).toEqual([
      'password',
      'mail',
      'name',
      'mail',
      'name',
    ]);
    fireEvent.click(tab('メール通知'));
    expect(screen.getByRole('tabpanel', { name: 'メール通知' }).textContent).toBe('ニュースレター');
  });

  it('keeps what was typed in a panel while another tab is shown', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('姓'), { target: { value: '佐藤' } });
    fireEvent.click(tab('パスワード'));
    expect(screen.queryByRole('textbox', { name: '姓' })).toBeNull();
    fireEvent.click(tab('お名前'));
    expect((screen.getByLabelText('姓') as HTMLInputElement).value).toBe('佐藤');
  });
});
