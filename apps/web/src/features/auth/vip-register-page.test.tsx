import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSignedOut } from '../../lib/auth-store';
import { VipRegisterPage } from './vip-register-page';
import { backend, renderPage, resetBackend } from './test-utils';

const path = '/reception-vip/register';

beforeEach(() => {
  resetBackend();
  setSignedOut();
  backend.get.mockResolvedValue({
    departments: [
      {
        department_id: 3,
        code: 'CMPE',
        name_en: 'Computer Engineering',
        name_tr: 'Bilgisayar Mühendisliği',
        faculty_en: 'Engineering',
        faculty_tr: 'Mühendislik',
      },
    ],
  });
});

function fileInput(): HTMLInputElement {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input');
  return input;
}

async function fillForm() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/First name/), 'Can');
  await user.type(screen.getByLabelText(/Last name/), 'Öztürk');
  await user.type(screen.getByLabelText(/E-mail address/), 'can@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'a long enough passphrase');
  await user.type(screen.getByLabelText(/^Confirm password/), 'a long enough passphrase');
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of use/ }));
  await user.type(screen.getByLabelText(/Graduation year/), '2019');
  await user.type(screen.getByLabelText(/Student number/), '2015-4021');
  await user.click(screen.getByRole('combobox', { name: /Department/ }));
  await user.click(await screen.findByRole('option', { name: 'Computer Engineering' }));
  return user;
}

// Filling a long form with user-event takes a few seconds in a fake DOM.
describe('VipRegisterPage', { timeout: 30_000 }, () => {
  it('refuses a proof document larger than 5 MB', async () => {
    renderPage(<VipRegisterPage />, { path });
    const user = await fillForm();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'diploma.pdf', {
      type: 'application/pdf',
    });
    await user.upload(fileInput(), big);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('The file must not be larger than 5 MB')).toBeInTheDocument();
    expect(backend.post).not.toHaveBeenCalled();
  });

  it('sends multipart fields named as the contract, with the file as proof', async () => {
    backend.post.mockResolvedValue({ message: 'Application received' });
    renderPage(<VipRegisterPage />, { path });
    const user = await fillForm();
    const proof = new File(['%PDF-1.7'], 'diploma.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), proof);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(
      await screen.findByRole('heading', { name: 'Application received' }),
    ).toBeInTheDocument();

    const [calledPath, options] = backend.post.mock.calls[0] ?? [];
    expect(calledPath).toBe('reception-vip/register');
    const body: unknown =
      typeof options === 'object' && options !== null ? Reflect.get(options, 'body') : undefined;
    expect(body).toBeInstanceOf(FormData);
    if (!(body instanceof FormData)) return;
    expect([...new Set(body.keys())].sort()).toEqual(
      [
        'department',
        'graduation_year',
        'locale',
        'proof',
        'student_number',
        'user_email',
        'user_first_name',
        'user_last_name',
        'user_password',
      ].sort(),
    );
    expect(body.get('department')).toBe('Computer Engineering');
    expect(body.get('graduation_year')).toBe('2019');
    expect(body.get('user_email')).toBe('can@example.com');
    const sent = body.get('proof');
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File ? sent.name : '').toBe('diploma.pdf');
  });

  it("shows 'Application submission failed' when the call fails without a detail", async () => {
    backend.post.mockRejectedValue(new Error('offline'));
    renderPage(<VipRegisterPage />, { path });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Application submission failed');
    });
  });
});
