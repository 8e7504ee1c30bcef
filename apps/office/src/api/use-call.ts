// A read call for a screen: loading, its answer or its failure, and reload. Each answer is kept with
// the request it answers, so a newer request (a fast typist's next search) shows as loading and an
// older answer arriving late is never shown as the newer one's.
import type { CallAnswer, CallName } from '@fieldops/contract';
import { useCallback, useEffect, useState } from 'react';
import { type CallFailure, type CallInput, type CallResult, officeCall } from './office-call';

export type CallState<T> =
  | { status: 'loading'; value: T | null }
  | { status: 'done'; value: T }
  | { status: 'failed'; value: T | null; failure: CallFailure };

interface Answered<T> {
  asked: string;
  result: CallResult<T>;
  /** The last answer that succeeded, shown (dimmed by the screen) while the next one loads. */
  lastValue: T | null;
}

export function useCall<C extends CallName>(
  name: C,
  input: CallInput<C>,
): CallState<CallAnswer<C>> & { reload: () => void } {
  const [round, setRound] = useState(0);
  const [answered, setAnswered] = useState<Answered<CallAnswer<C>> | null>(null);
  // The input's text is the request: a screen passes a fresh object on every render.
  const asked = `${name} ${round} ${JSON.stringify(input)}`;
  useEffect(() => {
    let current = true;
    void officeCall(name, JSON.parse(asked.slice(asked.indexOf('{'))) as CallInput<C>).then((result) => {
      if (!current) return;
      setAnswered((previous) => ({
        asked,
        result,
        lastValue: result.ok ? result.value : (previous?.lastValue ?? null),
      }));
    });
    return () => {
      current = false;
    };
  }, [name, asked]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const lastValue = answered?.lastValue ?? null;
  if (!answered || answered.asked !== asked) return { status: 'loading', value: lastValue, reload };
  if (answered.result.ok) return { status: 'done', value: answered.result.value, reload };
  return { status: 'failed', value: lastValue, failure: answered.result.failure, reload };
}
