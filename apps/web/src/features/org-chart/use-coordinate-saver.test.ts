import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COORDINATE_SAVE_DELAY_MS, useCoordinateSaver } from './use-coordinate-saver';

describe('useCoordinateSaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once, with the last place, after a position has rested for the delay', () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useCoordinateSaver(save));

    result.current.schedule('owner', { x: 10, y: 10 });
    vi.advanceTimersByTime(COORDINATE_SAVE_DELAY_MS - 50);
    result.current.schedule('owner', { x: 120.4, y: 80.6 });
    vi.advanceTimersByTime(COORDINATE_SAVE_DELAY_MS - 50);
    expect(save).not.toHaveBeenCalled();

    vi.advanceTimersByTime(50);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('owner', { x: 120, y: 81 });
  });

  it('keeps a separate pending save for each position', () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useCoordinateSaver(save));

    result.current.schedule('owner', { x: 0, y: 0 });
    result.current.schedule('estimator', { x: 300, y: 200 });
    vi.advanceTimersByTime(COORDINATE_SAVE_DELAY_MS);

    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledWith('owner', { x: 0, y: 0 });
    expect(save).toHaveBeenCalledWith('estimator', { x: 300, y: 200 });
  });

  it('sends a pending save at once when the chart goes away', () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { result, unmount } = renderHook(() => useCoordinateSaver(save));

    result.current.schedule('owner', { x: 5, y: 6 });
    unmount();

    expect(save).toHaveBeenCalledWith('owner', { x: 5, y: 6 });
    vi.advanceTimersByTime(COORDINATE_SAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a failed save does not throw out of the timer', () => {
    const save = vi.fn().mockRejectedValue(new Error('Failed to update coordinates'));
    const { result } = renderHook(() => useCoordinateSaver(save));
    result.current.schedule('owner', { x: 1, y: 2 });
    expect(() => vi.advanceTimersByTime(COORDINATE_SAVE_DELAY_MS)).not.toThrow();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
