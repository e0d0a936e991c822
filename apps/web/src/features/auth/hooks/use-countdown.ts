import { useEffect, useState } from 'react';

function secondsUntil(target: number | null, now: number): number {
  return target === null ? 0 : Math.max(0, Math.ceil((target - now) / 1000));
}

/** Whole seconds left until `target` (epoch ms), ticking each second; 0 once reached. */
export function useCountdown(target: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(target, now);

  useEffect(() => {
    if (target === null) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target]);

  return left;
}
