/**
 * Runs `callback` in a task of its own after the browser's next paint: the frame's callback runs
 * before the paint, the timer it sets after it. What it starts (loading a chunk: a `<link>` per
 * file) then neither delays that paint nor lengthens the task that painted (decisions 077, 085).
 * Returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
