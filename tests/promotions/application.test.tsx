import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { getState } from '@mocks/state/store';
import { logInAs } from '../games/games-helpers';
import { renderApp } from '../test-utils';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(name: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

function choose(input: HTMLElement, files: File[]) {
  fireEvent.change(input, { target: { files } });
}

afterEach(() => server.events.removeAllListeners());

async function openApplication() {
  await logInAs();
  const { user } = await renderApp('/promotions');
  const gift = await screen.findByRole('article', { name: 'App Download Gift' });
  await user.click(await within(gift).findByRole('button', { name: 'Apply: App Download Gift' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply: App Download Gift' });
  return { user, gift, dialog };
}

describe('an activity application', () => {
  it('counts the comment to 140 characters, says how many to remove past it and keeps every character', async () => {
    const { user, dialog } = await openApplication();
    const comment = within(dialog).getByLabelText('Comment');
    expect(comment).toHaveAccessibleDescription('0 of 140 characters');
    const long = 'a'.repeat(143);
    await user.click(comment);
    await user.paste(long);
    expect(comment).toHaveValue(long);
    expect(comment).toHaveAccessibleDescription('The comment may have at most 140 characters: remove 3.');
    expect(comment).toBeInvalid();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(comment).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Apply: App Download Gift' })).toBeInTheDocument();
    await user.type(comment, '{Backspace}{Backspace}{Backspace}');
    expect(comment).toHaveAccessibleDescription('140 of 140 characters');
    expect(comment).toBeValid();
  });

  it('names each refused file with its reason, previews the accepted ones and lets them be removed', async () => {
    const { user, dialog } = await openApplication();
    const picker = within(dialog).getByLabelText('Pictures');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    const gif = new File(['GIF89a'], 'funny.gif', { type: 'image/gif' });
    choose(picker, [png('one.png'), gif, big, png('two.png'), png('three.png'), png('four.png')]);
    const refusals = [
      'funny.gif was not added: only png or jpg pictures.',
      'huge.png was not added: it is larger than 5 MB.',
      'four.png was not added: at most 3 pictures.',
    ];
    for (const text of refusals) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Picture 1: one.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Picture 3: three.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove two.png' }));
    expect(within(dialog).queryByRole('img', { name: /two\.png/ })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Picture 2: three.png' })).toBeInTheDocument();
    // Room again for one more.
    choose(picker, [png('five.png')]);
    expect(await within(dialog).findByRole('img', { name: 'Picture 3: five.png' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/was not added/)).not.toBeInTheDocument();
  });

  it('sends the comment and pictures once; the activity is then under review', async () => {
    const { user, gift, dialog } = await openApplication();
    const sends: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('MCSFE_signUpRequestReward')) sends.push(request.clone().json());
    });
    await user.type(within(dialog).getByLabelText('Comment'), 'Installed on my phone, username player01.');
    choose(within(dialog).getByLabelText('Pictures'), [png('install.png')]);
    const send = within(dialog).getByRole('button', { name: 'Send application' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(gift).findByText('Your application for App Download Gift was sent for review.'),
    ).toBeInTheDocument();
    expect(within(gift).getByText('Status: Under review')).toBeInTheDocument();
    expect(sends).toHaveLength(1);
    const body = (await sends[0]) as { promotionId: string; comment: string; images: string[] };
    expect(body.promotionId).toBe('506');
    expect(body.comment).toBe('Installed on my phone, username player01.');
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatch(/^data:image\/png;base64,/);
    expect(
      getState()
        .activities.get(10001)
        ?.find((a) => a.promotionId === 506)?.status,
    ).toBe('applying');
  });

  it("shows the server's refusal of a picture in the dialog and keeps what was typed", async () => {
    const { user, dialog } = await openApplication();
    await user.type(within(dialog).getByLabelText('Comment'), 'See attached.');
    // Named and typed as a png, but not one: the server reads the bytes.
    choose(within(dialog).getByLabelText('Pictures'), [
      new File(['not a picture'], 'fake.png', { type: 'image/png' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A picture is not a png or jpg file.');
    expect(within(dialog).getByLabelText('Comment')).toHaveValue('See attached.');
  });

  it('asks for a comment or a picture before sending', async () => {
    const { user, dialog } = await openApplication();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a comment or add a picture.');
  });
});
