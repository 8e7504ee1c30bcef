// UX-4: React DOM, the first stage of main.tsx's start (the router is the second), each a module
// of its own so that importing it evaluates that library alone (scripts/boot-stages.ts makes each one
// chunk). Named re-exports, not `import('react-router')`: a namespace import would keep every
// export of the library in the build.
export { createRoot } from 'react-dom/client';
// JSX's runtime too: every later stage and Mantine's first-paint parts (start-ui) use it, and in
// the last stage's chunk it would make start-ui and that chunk import each other.
export { jsx } from 'react/jsx-runtime';
