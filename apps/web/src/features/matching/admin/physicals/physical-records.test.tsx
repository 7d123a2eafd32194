import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, jsonResponse, problemResponse } from '../../../../test/render-feature';
import {
  ayse,
  ayseParticipation,
  aysePath,
  emre,
  listPath,
  renderAt,
  round,
  searchOf,
  servePhysicals,
} from './test-support';
import { setUpMatchingTests } from '../../test-session';

const { user, choose } = setUpMatchingTests(servePhysicals);

describe('PhysicalListPage', () => {
  it('lists the records with their key facts and links to each', async () => {
    renderAt('/admin/matching/physicals');
    const table = await screen.findByRole('table', { name: '2 physical records' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const ayseRow = within(rows[1] ?? table);
    expect(ayseRow.getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute(
      'href',
      `/admin/matching/physicals/${ayse.physical_id}`,
    );
    expect(ayseRow.getByText('ayse@example.edu')).toBeInTheDocument();
    expect(ayseRow.getByText('Woman')).toBeInTheDocument();
    expect(ayseRow.getByText('Kuzey')).toBeInTheDocument();
    expect(ayseRow.getByText('In person')).toBeInTheDocument();
    expect(ayseRow.getByText('Turkish, English')).toBeInTheDocument();
    const emreRow = within(rows[2] ?? table);
    expect(emreRow.getByText('Man')).toBeInTheDocument();
    expect(emreRow.getByText('Online')).toBeInTheDocument();
    expect(emreRow.getAllByText('–')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Matching sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Physical records' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('puts every filter and the search into the address and the query', async () => {
    const { router } = renderAt('/admin/matching/physicals');
    await screen.findByRole('table');

    await choose('Round', 'Spring friendship · Open');
    await choose('Gender', 'Non-binary');
    await choose('Class year', '2');
    await choose('Meeting mode', 'Online');
    await user.type(screen.getByRole('textbox', { name: 'Campus' }), 'Güney');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'ayşe');

    const expected = {
      round_id: round.round_id,
      gender: 'non_binary',
      class_year: '2',
      meeting_mode: 'online',
      campus: 'Güney',
      q: 'ayşe',
    };
    await waitFor(() => {
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(
        expected,
      );
    });
    await waitFor(() => {
      expect(searchOf(fakeServer.callsTo('GET', listPath).at(-1))).toEqual({
        ...expected,
        page: '1',
        page_size: '25',
      });
    });
  });

  it('reads its filters from the address and tells when nothing matches', async () => {
    fakeServer.on('GET', listPath, () =>
      jsonResponse(200, { items: [], page: 1, page_size: 25, total: 0 }),
    );
    renderAt('/admin/matching/physicals?gender=woman&meeting_mode=either');
    expect(await screen.findByText('No record matches')).toBeInTheDocument();
    expect(searchOf(fakeServer.callsTo('GET', listPath).at(-1))).toEqual({
      gender: 'woman',
      meeting_mode: 'either',
      page: '1',
      page_size: '25',
    });
  });

  it('shows a failed load with a Retry that reads again', async () => {
    fakeServer.on('GET', listPath, () => problemResponse(500, 'The database is asleep'));
    renderAt('/admin/matching/physicals');
    expect(await screen.findByText('The database is asleep')).toBeInTheDocument();
    fakeServer.on('GET', listPath, () =>
      jsonResponse(200, { items: [ayse], page: 1, page_size: 25, total: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: '1 physical record' })).toBeInTheDocument();
  });
});

describe('PhysicalDetailPage', () => {
  it('shows every field, whose record it is and the rounds they take part in', async () => {
    renderAt(`/admin/matching/physicals/${ayse.physical_id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Physical record of Ayşe Yılmaz' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ayse@example.edu')).toBeInTheDocument();
    expect(screen.getByText(ayse.user_id)).toBeInTheDocument();
    expect(screen.getByText('19–26')).toBeInTheDocument();
    expect(screen.getByText('Computer Engineering')).toBeInTheDocument();
    expect(screen.getByText('Turkish, English')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('Its owner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/matching/physicals/${ayse.physical_id}/edit`,
    );

    const participation = await screen.findByRole('link', { name: 'Spring friendship' });
    expect(participation).toHaveAttribute(
      'href',
      `/admin/matching/users/${ayseParticipation.participant_id}`,
    );
    expect(screen.getByText('as Blue Heron')).toBeInTheDocument();
    expect(searchOf(fakeServer.callsTo('GET', 'admin/matching/users').at(-1))).toEqual({
      user_id: ayse.user_id,
      page: '1',
      page_size: '100',
    });

    const availability = screen.getByRole('table', {
      name: 'Free in 2 parts of the week',
    });
    const monday = within(availability).getByRole('row', { name: /Monday/ });
    expect(within(monday).getAllByText('Not free')).toHaveLength(2);
    expect(within(monday).getAllByText('Free')).toHaveLength(1);
  });

  it('says so when the id is not a record id, without asking the API', async () => {
    renderAt('/admin/matching/physicals/not-an-id');
    expect(await screen.findByText(/This item does not exist/)).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'admin/matching/physicals/not-an-id')).toHaveLength(0);
  });
});

describe('PhysicalEditPage', () => {
  const editEntry = `/admin/matching/physicals/${ayse.physical_id}/edit`;

  it('sends the whole corrected record and goes back to it', async () => {
    fakeServer.on('PUT', aysePath, (call) =>
      jsonResponse(200, { ...ayse, ...(call.body as object), updated_by: emre.updated_by }),
    );
    const { router } = renderAt(editEntry);
    const campus = await screen.findByRole('textbox', { name: 'Campus' });
    expect(screen.getByText(/recorded in the audit log/)).toBeInTheDocument();
    await user.clear(campus);
    await user.type(campus, '  Güney ');
    await choose('Class year', '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/matching/physicals/${ayse.physical_id}`);
    });
    expect(fakeServer.callsTo('PUT', aysePath).map((call) => call.body)).toEqual([
      {
        birth_year: 2003,
        gender: 'woman',
        genders_sought: [],
        age_min: 19,
        age_max: 26,
        height_cm: null,
        height_min: null,
        height_max: null,
        campus: 'Güney',
        same_campus_only: true,
        department: 'Computer Engineering',
        class_year: 4,
        languages: ['tr', 'en'],
        meeting_mode: 'in_person',
        availability: ['mon_evening', 'sat_morning'],
        visible_fields: ['age', 'department'],
        updated_at: ayse.updated_at,
      },
    ]);
    // The version goes with the body: the record is not read again before saving.
    expect(fakeServer.callsTo('GET', aysePath)).toHaveLength(1);
    expect(await screen.findByText('The physical record is corrected')).toBeInTheDocument();
  });

  it('shows the API’s field errors at their fields', async () => {
    fakeServer.on('PUT', aysePath, () =>
      problemResponse(400, 'Participants must be at least 16 years old', [
        {
          field: 'body.birth_year',
          message: 'Participants must be at least 16 years old',
          params: { rule: 'too_young' },
        },
      ]),
    );
    renderAt(editEntry);
    const birthYear = await screen.findByRole('textbox', { name: 'Birth year' });
    await user.clear(birthYear);
    await user.type(birthYear, '2015');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(birthYear).toHaveAccessibleDescription('Participants must be at least 16 years old');
    });
    expect(birthYear).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Participants must be at least 16 years old')).toHaveLength(2);
  });

  it('checks a range before sending', async () => {
    renderAt(editEntry);
    const youngest = await screen.findByRole('textbox', { name: 'Youngest accepted age' });
    await user.clear(youngest);
    await user.type(youngest, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The lowest value must not be above the highest'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', aysePath)).toHaveLength(0);
  });

  it('does not overwrite a record that changed meanwhile, and reloads it', async () => {
    const newer = { ...ayse, campus: 'Merkez', updated_at: '2026-03-06T08:00:00.000Z' };
    let reads = 0;
    fakeServer.on('GET', aysePath, () => {
      reads += 1;
      return jsonResponse(200, reads === 1 ? ayse : newer);
    });
    fakeServer.on('PUT', aysePath, (call) =>
      (call.body as { updated_at: string }).updated_at === newer.updated_at
        ? jsonResponse(200, { ...newer, ...(call.body as object) })
        : problemResponse(409, 'The physical record changed meanwhile'),
    );
    renderAt(editEntry);
    const campus = await screen.findByRole('textbox', { name: 'Campus' });
    await user.clear(campus);
    await user.type(campus, 'Güney');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This record changed meanwhile')).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', aysePath).map((call) => call.body)).toEqual([
      expect.objectContaining({ campus: 'Güney', updated_at: ayse.updated_at }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Reload the record' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Campus' })).toHaveValue('Merkez');
    });
    expect(screen.queryByText('This record changed meanwhile')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Campus' }), ' Batı');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The physical record is corrected')).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', aysePath).at(-1)?.body).toMatchObject({
      campus: 'Merkez Batı',
      updated_at: newer.updated_at,
    });
  });

  it('shows a conflict answer of the API as a changed record', async () => {
    fakeServer.on('PUT', aysePath, () => problemResponse(409, 'The record changed'));
    renderAt(editEntry);
    const campus = await screen.findByRole('textbox', { name: 'Campus' });
    await user.type(campus, ' Batı');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This record changed meanwhile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the record' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderAt(editEntry);
    const department = await screen.findByRole('textbox', { name: 'Department' });
    await user.type(department, ' (minor)');
    await user.click(screen.getByRole('link', { name: 'Back to the record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(
      within(dialog).getByText('You have unsaved changes. Are you sure you want to leave?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe(editEntry);
    expect(screen.getByRole('textbox', { name: 'Department' })).toHaveValue(
      'Computer Engineering (minor)',
    );
  });
});
