import { LOGO_TOO_LARGE_MESSAGE, LOGO_TYPE_MESSAGE } from '@groundwork/domain/company-information';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aCompanyInformation } from '@/test/company-builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LogoUploads } from './logo-uploads';

const logoUrl = '/api/v2/company_information/logos/2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae';

function withMainLogo(altText: string) {
  const information = aCompanyInformation();
  information.logoDetails.mainLogo = { url: logoUrl, altText, contentType: 'image/png', byteSize: 68 };
  return information;
}

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs an address to show.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

describe('LogoUploads', () => {
  it('previews a chosen image, then uploads it as multipart with its kind and alt text', async () => {
    const server = signedIn({ 'POST /api/v2/company_information/logos': ok({ companyInformation: withMainLogo('Leaf logo') }) });
    const { user } = renderWithProviders(<LogoUploads information={aCompanyInformation()} />);
    const main = within(screen.getByTestId('logo-mainLogo'));

    await user.upload(main.getByLabelText('Main logo image'), png());
    expect(main.getByText('Preview — not uploaded yet')).toBeInTheDocument();
    expect(main.getByRole('img')).toHaveAttribute('src', 'blob:preview');
    await user.type(main.getByLabelText('Main logo alt text'), 'Leaf logo');
    await user.click(main.getByRole('button', { name: 'Upload main logo' }));

    expect(await screen.findByText('Main logo uploaded')).toBeInTheDocument();
    const form = server.calls('POST', '/api/v2/company_information/logos')[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['kind', 'altText', 'file']);
    expect(form.get('kind')).toBe('mainLogo');
    expect(form.get('altText')).toBe('Leaf logo');
    expect((form.get('file') as File).name).toBe('logo.png');
  });

  it('refuses a file of the wrong type before sending it', async () => {
    const server = signedIn();
    renderWithProviders(<LogoUploads information={aCompanyInformation()} />);
    const favicon = within(screen.getByTestId('logo-favicon'));
    // The picker's accept list can be bypassed (drag and drop, 'All files'): the check must not rely on it.
    fireEvent.change(favicon.getByLabelText('Favicon image'), { target: { files: [new File(['GIF89a'], 'icon.gif', { type: 'image/gif' })] } });
    expect(favicon.getByText(LOGO_TYPE_MESSAGE)).toBeInTheDocument();
    expect(favicon.queryByRole('button', { name: 'Upload favicon' })).not.toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/company_information/logos')).toHaveLength(0);
  });

  it('refuses a file over 5 MB before sending it', async () => {
    signedIn();
    const { user } = renderWithProviders(<LogoUploads information={aCompanyInformation()} />);
    const secondary = within(screen.getByTestId('logo-secondaryLogo'));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(secondary.getByLabelText('Secondary logo image'), big);
    expect(secondary.getByText(LOGO_TOO_LARGE_MESSAGE)).toBeInTheDocument();
  });

  it("shows the server's refusal under the file field", async () => {
    signedIn({ 'POST /api/v2/company_information/logos': fail(400, 'Some fields are not valid.', 'VALIDATION_FAILED', { file: [LOGO_TYPE_MESSAGE] }) });
    const { user } = renderWithProviders(<LogoUploads information={aCompanyInformation()} />);
    const main = within(screen.getByTestId('logo-mainLogo'));
    await user.upload(main.getByLabelText('Main logo image'), png());
    await user.click(main.getByRole('button', { name: 'Upload main logo' }));
    expect(await main.findByText(LOGO_TYPE_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText('Failed to upload main logo')).toBeInTheDocument();
  });

  it('removes a saved logo after confirmation', async () => {
    const server = signedIn({ 'DELETE /api/v2/company_information/logos/mainLogo': ok({ companyInformation: aCompanyInformation() }) });
    const { user } = renderWithProviders(<LogoUploads information={withMainLogo('Leaf logo')} />);
    const main = within(screen.getByTestId('logo-mainLogo'));
    expect(main.getByRole('img', { name: 'Leaf logo' })).toHaveAttribute('src', logoUrl);

    await user.click(main.getByRole('button', { name: 'Remove main logo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the main logo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Main logo removed')).toBeInTheDocument();
    expect(server.calls('DELETE', '/api/v2/company_information/logos/mainLogo')).toHaveLength(1);
  });

  it('saves a changed alt text of a saved logo with the loaded version', async () => {
    const information = withMainLogo('Leaf logo');
    const server = signedIn({ 'PUT /api/v2/company_information': ok({ companyInformation: withMainLogo('Green leaf logo') }) });
    const { user } = renderWithProviders(<LogoUploads information={information} />);
    const main = within(screen.getByTestId('logo-mainLogo'));
    const alt = main.getByLabelText('Main logo alt text');
    await user.clear(alt);
    await user.type(alt, 'Green leaf logo');
    await user.click(main.getByRole('button', { name: 'Save alt text' }));
    expect(await screen.findByText('Alt text saved')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/company_information')[0]?.body).toEqual({
      updatedAt: information.updatedAt,
      logoDetails: { mainLogo: { altText: 'Green leaf logo' } },
    });
  });
});
