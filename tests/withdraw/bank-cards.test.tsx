import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import {
  readCardFields,
  keyProblem,
  normaliseKey,
  type KeyKind,
} from '@/features/withdraw/bank-cards/card-fields';
import { deleteMethodOf } from '@/features/withdraw/bank-cards/delete-bank-card';
import type { Bank } from '@/features/withdraw/bank-cards/banks';
import type { BankTemplate } from '@/features/withdraw/bank-cards/bank-template';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

/** The list of cards and keys, where the withdraw page shows it. */
async function openCards() {
  const { user, dialog } = await openFromAccountMenu('Withdrawal');
  const cards = await within(dialog).findByRole('region', { name: 'Receiving account' });
  return { user, dialog, cards };
}

/** Counts the requests whose path and method match, from now on. */
function countCalls(path: string, method: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(path)) seen.count += 1;
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

const pixBank: Bank = {
  bankCode: 'PIX',
  bankName: 'PIX',
  playerIdPatternExpression: '^\\d{11}$',
  playerIdMin: 11,
  playerIdMax: 11,
  playerPhonePatternExpression: '^\\d{13}$',
  playerPhoneMin: '13',
  playerPhoneMax: '13',
  playerEmailPatternExpression: '((broken',
  playerEmailMin: null,
  playerEmailMax: 40,
  cardNumberPatternExpression: null,
  cardNumberMin: null,
  cardNumberMax: null,
};

const pixTemplate: BankTemplate = {
  templateId: 2,
  bankCardTemplateSettings: [
    {
      cardItem: 'CUSTOM',
      thirdPartyParamName: 'pixKey',
      thirdPartyParamNameOptions: 'pixType',
      type: 3,
      customizeExpression: null,
      customizeMin: null,
      customizeMax: null,
      bankCardTemplateSettingList: [
        { listKey: 'CPF', listLabel: 'CPF' },
        // The chosen item's own rule comes first (the bind page's customValidate).
        {
          listKey: 'PHONE',
          listLabel: 'Telefone',
          customizeExpression: '^\\d{11}$',
          customizeMin: 11,
          customizeMax: 11,
        },
        { listKey: 'EMAIL', listLabel: 'E-mail' },
        { listKey: 'EVP', listLabel: 'Aleatória' },
        { listKey: 'CNPJ', listLabel: 'CNPJ' },
      ],
      bankCardTemplateLanguage: [{ customizeName: 'Chave PIX' }],
    },
  ],
};

describe('bank card templates and PIX key rules', () => {
  it('reads the key types from the template and each rule from the bank, the built-in one where it says none', () => {
    const fields = readCardFields(pixTemplate, pixBank);
    expect(fields.kindParam).toBe('pixType');
    expect(fields.keyParam).toBe('pixKey');
    expect(fields.numberLabel).toBe('Chave PIX');
    expect(fields.kinds.map((k) => [k.listKey, k.name])).toEqual([
      ['CPF', 'CPF'],
      ['PHONE', 'PHONE'],
      ['EMAIL', 'EMAIL'],
      ['EVP', 'EVP'],
      ['CNPJ', 'ACCOUNT'],
    ]);
    const [cpf, phone, email, evp] = fields.kinds as [KeyKind, KeyKind, KeyKind, KeyKind];
    // The item's phone rule (11 digits, no country code) goes before the bank's (13) and the built-in one.
    expect(keyProblem(phone, '(11) 98765-4321')).toBeNull();
    expect(keyProblem(phone, '5511987654321')).toBe('long');
    // A bank pattern that does not compile leaves the built-in one, with the bank's bounds.
    expect(email.rule.max).toBe(40);
    expect(keyProblem(email, 'lucas@example.com')).toBeNull();
    expect(keyProblem(email, 'lucas@example')).toBe('format');
    expect(keyProblem(email, `${'a'.repeat(40)}@x.com`)).toBe('long');
    expect(keyProblem(cpf, '123.456.789-09')).toBeNull();
    expect(keyProblem(cpf, '123.456.789')).toBe('short');
    expect(keyProblem(cpf, '')).toBe('required');
    expect(keyProblem(evp, '123e4567-e89b-12d3-a456-426614174000')).toBeNull();
    expect(keyProblem(evp, '123e4567-e89b-12d3-a456-42661417400z')).toBe('format');
    expect(normaliseKey('EMAIL', ' Lucas@Example.COM ')).toBe('lucas@example.com');
  });

  it('asks a bank without types for the account number alone, by its own rule', () => {
    const fields = readCardFields(
      { bankCardTemplateSettings: [] },
      {
        ...pixBank,
        cardNumberPatternExpression: '^\\d{8}$',
        cardNumberMin: 8,
        cardNumberMax: 8,
      },
    );
    expect(fields.kindParam).toBeNull();
    expect(fields.kinds).toHaveLength(1);
    expect(keyProblem(fields.kinds[0]!, '1234-5678')).toBeNull();
    expect(keyProblem(fields.kinds[0]!, '1234567')).toBe('short');
  });

  it('deletes by the first method the site switches on, the password when it says nothing', () => {
    expect(deleteMethodOf({})).toBe('P');
    expect(deleteMethodOf({ DELCARDPWSVERF3: true, DELCARDMOBVERF3: true })).toBe('P');
    expect(deleteMethodOf({ DELCARDPWSVERF3: false, DELCARDMOBVERF3: true })).toBe('S');
    expect(deleteMethodOf({ DELCARDGASVERF3: true })).toBe('G');
  });
});

describe('bank cards and PIX keys on the withdraw page', () => {
  it('binds a PIX key: a bad key is said on its field with everything kept, then the key is added', async () => {
    await logInAs();
    const binds = countCalls('/wps/v2/member/bankCards', 'PUT');
    const { user, cards } = await openCards();
    expect(within(cards).getByRole('radio', { name: /PIX account ending in 8909/ })).toBeInTheDocument();
    await user.click(within(cards).getByRole('button', { name: 'Add a card or PIX key' }));
    const form = await within(cards).findByRole('form', { name: 'Add a card or PIX key' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank' }), 'PIX');
    const kinds = await within(form).findByRole('group', { name: 'PIX key type' });
    for (const kind of ['CPF', 'Phone', 'E-mail', 'Random key']) {
      expect(within(kinds).getByRole('radio', { name: kind })).toBeInTheDocument();
    }
    expect(within(kinds).getAllByRole('radio')).toHaveLength(4);
    expect(within(kinds).getByRole('radio', { name: 'CPF' })).toBeChecked();
    expect(within(form).getByText('Holder: Lucas Pereira')).toBeInTheDocument();

    const key = within(form).getByRole('textbox', { name: 'PIX key (CPF)' });
    await user.type(key, '123.456.789');
    await user.type(within(form).getByLabelText('Withdraw password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('A CPF is 11 digits.')).toBeInTheDocument();
    expect(key).toHaveValue('123.456.789');
    expect(binds.count).toBe(0);

    await user.click(within(kinds).getByRole('radio', { name: 'E-mail' }));
    const email = within(form).getByRole('textbox', { name: 'PIX key (E-mail)' });
    await user.clear(email);
    await user.type(email, 'lucas@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(cards).findByRole('radio', { name: /PIX account ending in \*\*\*\*\.com/ }),
    ).toBeInTheDocument();
    expect(await within(cards).findByRole('status')).toHaveTextContent('PIX lucas@example.com was added.');
    expect(binds.count).toBe(1);
    expect(within(cards).getAllByRole('radio')).toHaveLength(3);
  });

  it('says the message of an HTTP 500 refusing the card, every field kept', async () => {
    await logInAs();
    server.use(
      http.put('*/wps/v2/member/bankCards', () =>
        HttpResponse.json({ success: false, message: 'Banco indisponível agora' }, { status: 500 }),
      ),
    );
    const { user, cards } = await openCards();
    await user.click(within(cards).getByRole('button', { name: 'Add a card or PIX key' }));
    const form = await within(cards).findByRole('form', { name: 'Add a card or PIX key' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank' }), 'PIX');
    const key = await within(form).findByRole('textbox', { name: 'PIX key (CPF)' });
    await user.type(key, '987.654.321-00');
    await user.type(within(form).getByLabelText('Withdraw password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Banco indisponível agora')).toBeInTheDocument();
    expect(key).toHaveValue('987.654.321-00');
  });

  it('deletes a card with the withdraw password, a wrong one said on its field', async () => {
    await logInAs();
    const { user, cards } = await openCards();
    await user.click(within(cards).getByRole('button', { name: 'Delete PIX ****8909' }));
    const form = within(cards).getByRole('form', { name: 'Delete PIX ****8909' });
    const password = within(form).getByLabelText('Withdraw password');
    await user.type(password, '000000');
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    expect(await within(form).findByText('The withdraw password is wrong.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, '123456');
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    expect(await within(cards).findByText('PIX ****8909 was deleted.')).toBeInTheDocument();
    expect(within(cards).getAllByRole('radio')).toHaveLength(1);
  });
});
