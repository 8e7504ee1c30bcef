// UX-4: the router, the second stage of main.tsx's start (see boot-react-dom.ts).
export { createBrowserRouter } from 'react-router';
