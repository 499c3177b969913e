import { call, control, valueOf } from './mock-client';

interface Host {
  modelId: number;
  name: string;
  avatarUrl: string;
  online: boolean;
  topic: string;
}

describe('mock live chat (CBS3)', () => {
  it('lists the hosts in the language asked, with pictures the mock CDN serves', async () => {
    const { list } = valueOf<{ list: Host[] }>(await call('/wps/relay/CBS_modelList?language=PT'));
    expect(list).toHaveLength(6);
    expect(list[0]).toEqual({
      modelId: 901,
      name: 'Bianca',
      avatarUrl: '/avatar/901.svg',
      online: true,
      topic: 'Slots e jackpots',
    });
    expect(list.filter((h) => !h.online).map((h) => h.name)).toEqual(['Camila', 'Patrícia']);
    expect((await fetch(`/__cdn${list[0]?.avatarUrl}`)).status).toBe(200);
  });

  it('opens the demo chat page for a host or the team, and refuses an unknown or offline host', async () => {
    const chatUrl = (query: string) =>
      call(`/wps/relay/CBS_launchChat${query}`).then((r) => valueOf<{ chatUrl: string }>(r).chatUrl);
    expect(await chatUrl('?modelId=901')).toBe(`${location.origin}/__cdn/launch/chat?desk=live&model=901`);
    expect(await chatUrl('')).toBe(`${location.origin}/__cdn/launch/chat?desk=live`);
    const page = await (await fetch(await chatUrl('?modelId=901'))).text();
    expect(page).toContain('<h1>Live chat with Bianca</h1>');
    expect((await call('/wps/relay/CBS_launchChat?modelId=999')).body.errorCode).toBe('chat.model.unknown');
    expect((await call('/wps/relay/CBS_launchChat?modelId=903')).body.errorCode).toBe('chat.model.offline');
  });

  it("answers on the scenario's chat host, and not at all with the flag off", async () => {
    expect(await control('scenario', { chatHost: 'javascript:alert(1)' })).toMatchObject({ success: false });
    await control('scenario', { chatHost: 'https://chat.example.test' });
    expect(valueOf<{ chatUrl: string }>(await call('/wps/relay/CBS_launchChat')).chatUrl).toBe(
      'https://chat.example.test/launch/chat?desk=live',
    );
    await control('scenario', { flags: { CBS3: false } });
    for (const path of ['/wps/relay/CBS_modelList', '/wps/relay/CBS_launchChat']) {
      expect((await call(path)).body.errorCode).toBe('function.not.available');
    }
  });
});
