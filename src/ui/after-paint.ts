/**
 * Runs `run` once the browser has painted the next frame: a requestAnimationFrame callback runs just
 * before that frame's style, layout and paint, and a task queued from it runs after them. For work that a
 * user need not see in the frame that answers an input (Event Timing counts everything up to that paint).
 * The returned function cancels the call if it has not run yet.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
