import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { OpenApiDocument } from '../support/openapi/document';
import { shapeMismatches } from '../support/openapi/shape-mismatches';
import { standardShop } from '../support/standard-shop';
import { ApiResponse, TestApp } from '../support/test-app';

const SETTINGS = '/api/payments/settings';
const DOCUMENT = JSON.parse(readFileSync(path.resolve(__dirname, '../../docs/openapi.json'), 'utf8')) as OpenApiDocument;

/** The answer has the status and the body docs/openapi.json gives that operation. */
function expectDocumented(method: 'get' | 'put', response: ApiResponse): void {
  const documented = DOCUMENT.paths[SETTINGS]?.[method]?.responses[String(response.status)];
  expect(documented).toBeDefined();
  expect(shapeMismatches(response.body, documented?.content?.['application/json']?.schema ?? {}, DOCUMENT)).toEqual([]);
}

const valid = {
  pixKeyKind: 'cpf',
  pixKey: '123.456.789-09',
  receiverName: 'Barbearia do João',
  receiverCity: 'São Paulo',
  depositRule: 'percent',
  depositPercent: 30,
  depositAppliesTo: 'first_booking',
  cancelInTime: 'refund',
};

describe('the shop’s Pix and deposit settings (owner only)', () => {
  let t: TestApp;
  let owner: Barber;
  let barber: Barber;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  beforeEach(async () => {
    ({ owner, barber } = await standardShop(t, { owner: true }));
    await t.orm.em.getConnection().execute('delete from payment_settings');
  });
  afterAll(() => t.close());

  const storedRows = () => t.orm.em.fork().getConnection().execute<Record<string, unknown>[]>('select * from payment_settings');

  it('answers the defaults, with configured false, before the owner saves anything', async () => {
    const response = await t.as(owner).get(SETTINGS);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      configured: false,
      pixKeyKind: null,
      pixKey: null,
      receiverName: null,
      receiverCity: null,
      depositRule: 'off',
      depositPercent: null,
      depositValue: null,
      depositAppliesTo: 'always',
      holdMinutes: 15,
      cancelInTime: 'refund',
      updatedAt: null,
    });
    expectDocumented('get', response);
  });

  it('saves what the owner sends, the key, name and city as the Pix carries them, and reads it back', async () => {
    const saved = await t.as(owner).put(SETTINGS, valid);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      configured: true,
      pixKeyKind: 'cpf',
      pixKey: '12345678909',
      receiverName: 'BARBEARIA DO JOAO',
      receiverCity: 'SAO PAULO',
      depositRule: 'percent',
      depositPercent: 30,
      depositValue: null,
      depositAppliesTo: 'first_booking',
      holdMinutes: 15,
      cancelInTime: 'refund',
      updatedAt: expect.any(String),
    });
    expectDocumented('put', saved);
    const read = await t.as(owner).get(SETTINGS);
    expect(read.body).toEqual(saved.body);
    expectDocumented('get', read);
  });

  it('replaces the settings whole on each save, in the one row', async () => {
    await t.as(owner).put(SETTINGS, valid);
    const fixed = {
      ...valid,
      pixKeyKind: 'phone',
      pixKey: '(11) 91234-5678',
      depositRule: 'fixed',
      depositValue: 12.5,
      holdMinutes: 30,
      cancelInTime: 'credit',
    };
    const saved = await t.as(owner).put(SETTINGS, fixed);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      pixKeyKind: 'phone',
      pixKey: '+5511912345678',
      depositRule: 'fixed',
      depositPercent: null,
      depositValue: 12.5,
      holdMinutes: 30,
      cancelInTime: 'credit',
    });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, pix_key: '+5511912345678', deposit_cents: 1250, deposit_percent: null });

    const off = await t.as(owner).put(SETTINGS, { ...valid, depositRule: 'off', depositPercent: 30 });
    expect(off.body).toMatchObject({ depositRule: 'off', depositPercent: null, depositValue: null });
  });

  it('takes two first saves at once: both answer 200 and one row remains', async () => {
    const answers = await Promise.all([t.as(owner).put(SETTINGS, valid), t.as(owner).put(SETTINGS, { ...valid, depositRule: 'off' })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await storedRows()).toHaveLength(1);
  });

  it('is one row in the database too, whose checks refuse a second row or a deposit without its number', async () => {
    await t.as(owner).put(SETTINGS, valid);
    const connection = t.orm.em.fork().getConnection();
    const insert = (id: number, rule: string, percent: number | null) =>
      connection.execute(
        `insert into payment_settings (id, pix_key_kind, pix_key, receiver_name, receiver_city, deposit_rule, deposit_percent, deposit_applies_to, cancel_in_time)
         values (?, 'cpf', '12345678909', 'X', 'Y', ?, ?, 'always', 'refund')`,
        [id, rule, percent],
      );
    await expect(insert(2, 'off', null)).rejects.toThrow(/payment_settings_id_check/);
    await connection.execute('delete from payment_settings');
    await expect(insert(1, 'percent', null)).rejects.toThrow(/payment_settings_deposit_amount/);
    await expect(insert(1, 'off', 30)).rejects.toThrow(/payment_settings_deposit_amount/);
  });

  it('saves each kind of key as the DICT keeps it', async () => {
    const keys = [
      ['cnpj', '11.222.333/0001-81', '11222333000181'],
      // The alphanumeric CNPJ the Receita Federal issues since July 2026, its published example typed in lower case.
      ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'],
      ['email', ' Pix@Barbearia.COM.br ', 'pix@barbearia.com.br'],
      ['phone', '+55 (21) 99876-5432', '+5521998765432'],
      ['random', '123E4567-E12B-42D1-A456-426655440000', '123e4567-e12b-42d1-a456-426655440000'],
    ];
    for (const [pixKeyKind, pixKey, stored] of keys) {
      const response = await t.as(owner).put(SETTINGS, { ...valid, pixKeyKind, pixKey });
      expect([pixKeyKind, response.status, response.body.pixKey]).toEqual([pixKeyKind, 200, stored]);
    }
  });

  it('answers 403 FORBIDDEN to a barber who is not the owner, reading or saving, and 401 without a token', async () => {
    await t.as(owner).put(SETTINGS, valid);
    const read = await t.as(barber).get(SETTINGS);
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Apenas o dono da barbearia configura o Pix e o sinal.' });
    expectDocumented('get', read);
    const save = await t.as(barber).put(SETTINGS, { ...valid, pixKeyKind: 'email', pixKey: 'golpe@exemplo.com' });
    expect(save.status).toBe(403);
    expectDocumented('put', save);
    expect((await t.get(SETTINGS)).status).toBe(401);
    expect((await t.request('PUT', SETTINGS, valid)).status).toBe(401);
    expect((await storedRows())[0]).toMatchObject({ pix_key_kind: 'cpf', pix_key: '12345678909' });
  });

  it('refuses an invalid key of each kind with 400, its code and a message that says what to fix; nothing is stored', async () => {
    const refusals = [
      ['cpf', '123.456.789-08', 'PIX_KEY_CPF_INVALID', 'CPF inválido'],
      ['cpf', '111.111.111-11', 'PIX_KEY_CPF_INVALID', 'CPF inválido'],
      ['cnpj', '11.222.333/0001-82', 'PIX_KEY_CNPJ_INVALID', 'CNPJ inválido'],
      ['cnpj', '12.ABC.345/01DE-36', 'PIX_KEY_CNPJ_INVALID', 'CNPJ inválido'],
      ['cnpj', 'AAAAAAAAAAAAAA', 'PIX_KEY_CNPJ_INVALID', 'CNPJ inválido'],
      ['email', 'pix@barbearia', 'PIX_KEY_EMAIL_INVALID', 'E-mail inválido'],
      ['phone', '(11) 3456-7890', 'PIX_KEY_PHONE_INVALID', 'Celular inválido'],
      ['phone', '91234-5678', 'PIX_KEY_PHONE_INVALID', 'Celular inválido'],
      ['random', '123e4567e12b42d1a456426655440000', 'PIX_KEY_RANDOM_INVALID', 'Chave aleatória inválida'],
      ['evp', '123e4567-e12b-42d1-a456-426655440000', 'PIX_KEY_KIND_UNKNOWN', 'Escolha o tipo da chave Pix'],
    ];
    for (const [pixKeyKind, pixKey, code, message] of refusals) {
      const response = await t.as(owner).put(SETTINGS, { ...valid, pixKeyKind, pixKey });
      expect([pixKey, response.status, response.body.code]).toEqual([pixKey, 400, code]);
      expect(response.body.message).toContain(message);
      expectDocumented('put', response);
    }
    expect(await storedRows()).toHaveLength(0);
  });

  it('refuses a name or city too long for the Pix, and a deposit without its number or out of range', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ receiverName: 'Barbearia e Salão do João Conceição' }, 'PIX_RECEIVER_NAME_INVALID'],
      [{ receiverName: '!!!' }, 'PIX_RECEIVER_NAME_INVALID'],
      [{ receiverCity: 'São José dos Campos' }, 'PIX_RECEIVER_CITY_INVALID'],
      [{ depositPercent: undefined }, 'DEPOSIT_PERCENT_INVALID'],
      [{ depositPercent: 101 }, 'DEPOSIT_PERCENT_INVALID'],
      [{ depositRule: 'fixed', depositValue: 0.5 }, 'DEPOSIT_VALUE_INVALID'],
      [{ depositRule: 'fixed' }, 'DEPOSIT_VALUE_INVALID'],
      [{ holdMinutes: 3 }, 'DEPOSIT_HOLD_INVALID'],
      [{ depositValue: 10.555 }, 'VALIDATION_ERROR'],
      [{ depositAppliesTo: 'sometimes' }, 'VALIDATION_ERROR'],
      [{ shopId: 'x' }, 'VALIDATION_ERROR'],
    ];
    for (const [change, code] of refusals) {
      const response = await t.as(owner).put(SETTINGS, { ...valid, ...change });
      expect([change, response.status, response.body.code]).toEqual([change, 400, code]);
      expect(response.body).toEqual({ statusCode: 400, code, message: expect.any(String) });
    }
    expect(await storedRows()).toHaveLength(0);
  });
});
