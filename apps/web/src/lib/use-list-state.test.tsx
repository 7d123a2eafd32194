import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useListState } from './use-list-state';

const schema = z.object({
  q: z.string().optional(),
  department: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/** The first change's update, kept from its render, as a slow page's handler still holds it. */
let staleUpdate: ReturnType<typeof useListState<typeof schema>>['update'] | undefined;

function List() {
  const { params, update } = useListState(schema);
  const location = useLocation();
  staleUpdate ??= update;
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <output aria-label="department">{params.department ?? ''}</output>
    </>
  );
}

function renderList(path: string) {
  staleUpdate = undefined;
  const router = createMemoryRouter([{ path: '/courses', element: <List /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListState', () => {
  it('starts a change from the address as it is now, not from the render that made the handler', async () => {
    const router = renderList('/courses?q=giris');
    // The search box clears q; then a filter is picked with a handler from before that render.
    await act(() => router.navigate('/courses'));
    expect(screen.getByLabelText('address')).toHaveTextContent(/^$/);
    act(() => {
      staleUpdate?.({ department: 'CMPE', page: 1 });
    });
    await screen.findByText('CMPE');
    expect(router.state.location.search).toBe('?department=CMPE');
  });

  it('drops a change that lands after the person left the page', async () => {
    const router = createMemoryRouter(
      [
        { path: '/courses', element: <List /> },
        { path: '/gpa', element: <p>GPA</p> },
      ],
      { initialEntries: ['/courses'] },
    );
    staleUpdate = undefined;
    render(<RouterProvider router={router} />);
    const update = staleUpdate as unknown as (patch: { department: string }) => void;
    await act(() => router.navigate('/gpa'));
    act(() => {
      update({ department: 'CMPE' });
    });
    await screen.findByText('GPA');
    expect(router.state.location.pathname).toBe('/gpa');
    expect(router.state.location.search).toBe('');
  });
});
