// UX-4: Mantine's useId (@mantine/hooks) starts from React's id and, in a layout effect, swaps it
// for a random one: every component with an id (the app shell's header, navbar and shell, each
// input, each modal) renders a second time, synchronously, inside the commit that mounts it. On the
// dashboard's start that was a render of ~26 ms at 4× CPU inside the frame's first commit, and a
// form of twenty inputs pays it twenty times. React's own useId is already unique and stable for
// the component's life (Mantine's random swap predates it, and re-randomises in <Activity>:
// mantinedev/mantine#8898), so the build gives Mantine a useId that returns React's.
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^a-zA-Z0-9_-]/g, '');
}`;

export function mantineStableIds(): Plugin {
  return {
    name: 'fieldops-mantine-stable-ids',
    apply: 'build',
    // Before Vite's own loader, which would read the file first.
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null;
    },
  };
}
