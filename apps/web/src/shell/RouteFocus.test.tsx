import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { RouteFocus } from './RouteFocus';

function Screen({ title }: { title: string }) {
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <Link to="/second">Second</Link>
    </>
  );
}

function Layout() {
  return (
    <main>
      <Outlet />
      <RouteFocus />
    </main>
  );
}

describe('RouteFocus', () => {
  it('[UX-2] leaves the first screen alone, then focuses the new screen’s heading after a navigation', async () => {
    const router = createMemoryRouter(
      [
        {
          Component: Layout,
          children: [
            { path: '/first', element: <Screen title="First" /> },
            { path: '/second', element: <Screen title="Second screen" /> },
          ],
        },
      ],
      { initialEntries: ['/first'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'First' });
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/second'));
    const heading = await screen.findByRole('heading', { name: 'Second screen' });
    expect(document.activeElement).toBe(heading);
  });
});
