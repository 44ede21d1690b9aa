import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_WAIT_LIMIT_MS } from './after-load';

/** The frames the browser would run before its next paint, let through by the test. */
let frames: FrameRequestCallback[];

function paint() {
  frames.splice(0).forEach((frame) => frame(performance.now()));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('afterNextPaint', () => {
  it('runs the task after the next frame has been painted, not before, and once', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(500);
    expect(task).not.toHaveBeenCalled();

    paint();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it on a hidden page (a background tab gets no frames) without waiting for one', () => {
    setVisibility('hidden');
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    expect(frames).toEqual([]);
  });

  it('runs it after 1 s when no frame comes (the tab went to the background)', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    paint();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    cancel();
    paint();
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });
});
