import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_MS, renderAppAt, signedInForEachTest, WHOLE_APP } from '@/test/render-app';

signedInForEachTest();

describe('My students over the demo host', WHOLE_APP, () => {
  it('searches as the teacher types and opens a student from the list', async () => {
    const router = renderAppAt('/wdxs');
    const list = await screen.findByRole('navigation', { name: 'Students' }, { timeout: FIRST_LOAD_MS });
    const total = within(list).getAllByRole('link').length;
    expect(screen.getByText(`${total} students`)).toBeInTheDocument();

    const first = within(list).getAllByRole('link')[0]!;
    const name = within(first).getAllByText(/\S/)[0]!.textContent!;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search students' }), { target: { value: name.split(' ')[1] } });
    await waitFor(() => expect(within(list).getAllByRole('link').length).toBeLessThan(total));
    expect(router.state.location.search).toMatchObject({ q: name.split(' ')[1] });

    await userEvent.click(within(list).getAllByRole('link')[0]!);
    const panel = await screen.findByRole('region', { name });
    expect(within(panel).getByRole('link', { name: 'Assign homework' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/Assignments\?studentId=\d+$/),
    );
    expect(router.state.location.search).toMatchObject({ studentId: expect.any(Number) });
  });

  it('a search that finds nobody says so', async () => {
    renderAppAt('/wdxs?q=nobody-at-all');
    expect(await screen.findByText('No student matches the search.', {}, { timeout: FIRST_LOAD_MS })).toBeInTheDocument();
    expect(screen.getByText('0 students')).toBeInTheDocument();
  });
});
