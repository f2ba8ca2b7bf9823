import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';

const api = setUpAuthApi();
const REPORT = 'POST /api/reports';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const visitor = () => api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });

describe('the report page (/report)', () => {
  it('sends a report and shows its reference number', async () => {
    visitor();
    api.reply(REPORT, { status: 200, body: { reference: 'R20261122-7KQ2ZD' } });
    renderPortalAt('/m/en-US/report?target=brightway-lighting');
    await screen.findByRole('heading', { level: 1, name: 'Report a problem' });
    expect((screen.getByLabelText('Exhibitor shop code or product link') as HTMLInputElement).value).toBe('brightway-lighting');
    type('Problem', 'FRAUD');
    type('Description', '  They asked for payment to a private account.  ');
    type('Contact e-mail', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await screen.findByText('Reference number: R20261122-7KQ2ZD');
    expect(api.sentTo(REPORT)[0]?.body).toEqual({
      type: 'FRAUD',
      target: 'brightway-lighting',
      description: '  They asked for payment to a private account.  ',
      email: 'ana@example.com',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Report another problem' }));
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows what is wrong next to each field before sending, and clears a message when its field is edited', async () => {
    visitor();
    renderPortalAt('/m/en-US/report');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit report' }));
    expect(screen.getByText('Please enter the exhibitor’s shop code or the product’s link.')).toBeInTheDocument();
    expect(screen.getByText('Please describe the problem in 10 to 2000 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.sentTo(REPORT)).toHaveLength(0);
    type('Contact e-mail', 'ana@example.com');
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
  });

  it("shows the server's refusal of a field next to that field", async () => {
    visitor();
    api.reply(REPORT, {
      status: 400,
      body: { errorList: [{ errorCode: 'E400_REPORT_FIELD', pointer: '/target', errorMessage: 'No exhibitor has this shop code.' }] },
    });
    renderPortalAt('/m/en-US/report');
    await screen.findByRole('button', { name: 'Submit report' });
    type('Exhibitor shop code or product link', 'no-such-shop');
    type('Description', 'This shop sells counterfeit goods.');
    type('Contact e-mail', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    const message = await screen.findByText('No exhibitor has this shop code.');
    expect(screen.getByLabelText('Exhibitor shop code or product link').getAttribute('aria-describedby')).toBe(message.id);
  });

  it("prefills a logged-in user's e-mail, and speaks Chinese", async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: true, id: 'u9', userType: 'BUYER', language: 'zh-CN' } });
    api.reply('GET /member/api/members/self', {
      status: 200,
      body: { id: 'm9', name: 'Nia', udfs: { buyerType: 'Domestic purchaser', whetherToViewAllExhibits: 'N' } },
    });
    api.reply('GET /member/api/siteTraders/self', errorReply(404, 'E214009005'));
    api.reply('GET /member/api/users/self', {
      status: 200,
      body: { id: 'u9', email: 'nia@demo.fair', phone: null, userType: 'BUYER', language: 'zh-CN', termsAgreed: true, mediaMember: false },
    });
    renderPortalAt('/m/zh-CN/report');
    await waitFor(() => expect((screen.getByLabelText('联系邮箱') as HTMLInputElement).value).toBe('nia@demo.fair'));
    expect(screen.getByRole('option', { name: '知识产权侵权' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交举报' })).toBeInTheDocument();
  });
});
