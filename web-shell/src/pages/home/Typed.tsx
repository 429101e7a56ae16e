import { useEffect, useState } from 'react';

/** The typed welcome line of the home page. */
export function Typed({ text, speed = 90 }: { text: string; speed?: number }) {
  const [n, setN] = useState(0);
  useEffect(() => setN(0), [text]);
  useEffect(() => {
    if (n >= text.length) return;
    const t = setTimeout(() => setN((x) => x + 1), speed);
    return () => clearTimeout(t);
  }, [n, text, speed]);
  return (
    <span className="oj-typed" aria-label={text}>
      {text.slice(0, n)}
      <span className="oj-typed-cursor">|</span>
    </span>
  );
}
