import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readyWidget,
  waitForWidget,
  WIDGET_POLL_MS,
  WIDGET_TIMEOUT_MESSAGE,
  WIDGET_TIMEOUT_MS,
  type PhoneLoginWidget,
  type WidgetState,
} from '../../../../src/lib/phone-login/widget';

const widget: PhoneLoginWidget = { initialized: true, verify: async () => 'pv-token' };

describe('the phone-login widget script state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 5000 ms polled every 100 ms', () => {
    expect(WIDGET_TIMEOUT_MS).toBe(5000);
    expect(WIDGET_POLL_MS).toBe(100);
  });

  it('goes loading → initialized when a poll finds the widget, and reports nothing', async () => {
    const states: WidgetState[] = [];
    const report = vi.fn();
    let ready = false;
    const probe = vi.fn(() => (ready ? widget : undefined));
    const settled = vi.fn();
    const waiting = waitForWidget({ probe, onState: (state) => states.push(state), report });
    void waiting.then(settled);
    expect(states).toEqual(['loading']);
    expect(probe).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_150);
    expect(settled).not.toHaveBeenCalled();
    expect(probe).toHaveBeenCalledTimes(12); // at 0, 100, …, 1100
    ready = true;
    await vi.advanceTimersByTimeAsync(50); // the poll at 1200 ms finds it
    expect(settled).toHaveBeenCalledWith(widget);
    await expect(waiting).resolves.toBe(widget);
    expect(states).toEqual(['loading', 'initialized']);
    expect(report).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(13); // no polling once initialized
    expect(states).toEqual(['loading', 'initialized']);
  });

  it('a widget already there is initialized at once', async () => {
    const states: WidgetState[] = [];
    await expect(
      waitForWidget({ probe: () => widget, onState: (state) => states.push(state) }),
    ).resolves.toBe(widget);
    expect(states).toEqual(['loading', 'initialized']);
  });

  it('fails after 5000 ms with "timeout waiting for the external widget", reported once', async () => {
    const states: WidgetState[] = [];
    const report = vi.fn();
    const probe = vi.fn(() => undefined);
    const failed = vi.fn();
    const waiting = waitForWidget({ probe, onState: (state) => states.push(state), report });
    waiting.catch(failed);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(states).toEqual(['loading']);
    expect(failed).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).rejects.toThrow(WIDGET_TIMEOUT_MESSAGE);
    expect(WIDGET_TIMEOUT_MESSAGE).toBe('timeout waiting for the external widget');
    expect(states).toEqual(['loading', 'failed']);
    expect(probe).toHaveBeenCalledTimes(51); // at 0, 100, …, 5000
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toBe(failed.mock.calls[0]?.[0]);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(51);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a widget that turns up on the last poll still counts', async () => {
    let ready = false;
    const waiting = waitForWidget({ probe: () => (ready ? widget : undefined) });
    await vi.advanceTimersByTimeAsync(4_950);
    ready = true;
    await vi.advanceTimersByTimeAsync(50);
    await expect(waiting).resolves.toBe(widget);
  });
});

describe('readyWidget', () => {
  it('is the widget on the target only once it says it is initialized', () => {
    expect(readyWidget({})).toBeUndefined();
    expect(readyWidget({ phoneLoginWidget: { ...widget, initialized: false } })).toBeUndefined();
    expect(readyWidget({ phoneLoginWidget: { initialized: true } })).toBeUndefined();
    expect(readyWidget({ phoneLoginWidget: widget })).toBe(widget);
  });
});
