// The device's memory of error reports (MISC-4): when each went out (with its signature), and how
// many were dropped since the last one. localStorage, so it survives the reloads of a crash loop;
// when storage cannot be read or written (a private mode, a full disk, storage blocked) this page
// keeps it in memory instead. Nothing here throws: the reporter must not fail on its bookkeeping.

export interface SentRecord {
  at: number;
  signature: string;
}

const SENT_KEY = 'errorReporter.sent';
const SUPPRESSED_KEY = 'errorReporter.suppressed';

export function reporterRecord(storage: () => Storage) {
  // What this page wrote last wins over storage: when a write fails, storage still holds the old value.
  const memory = new Map<string, string>();
  const read = (key: string): string | null => {
    const kept = memory.get(key);
    if (kept !== undefined) return kept;
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    memory.set(key, value);
    try {
      storage().setItem(key, value);
    } catch {
      // Kept in memory for this page; the next report still sees it.
    }
  };
  return {
    sent(): SentRecord[] {
      try {
        const parsed: unknown = JSON.parse(read(SENT_KEY) ?? '[]');
        return Array.isArray(parsed)
          ? (parsed as SentRecord[]).filter(
              (r) => typeof r?.at === 'number' && typeof r.signature === 'string',
            )
          : [];
      } catch {
        return [];
      }
    },
    setSent: (records: readonly SentRecord[]) => write(SENT_KEY, JSON.stringify(records)),
    suppressed: (): number => Number(read(SUPPRESSED_KEY) ?? '0') || 0,
    setSuppressed: (count: number) => write(SUPPRESSED_KEY, String(count)),
  };
}
