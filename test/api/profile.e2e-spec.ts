import { Barber } from '../../backend/src/modules/barbers/domain/barber.entity';
import { standardShop } from '../support/standard-shop';
import { TestApp } from '../support/test-app';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360f8cf000000030101005d8a6e2f0000000049454e44ae426082',
  'hex',
);
/** The start of a JFIF file: what the server checks to call a body a JPEG. */
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

describe('Meus Dados (the barber’s own profile and photo)', () => {
  let t: TestApp;
  let barber: Barber;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  beforeEach(async () => {
    ({ barber } = await standardShop(t, { barber: { password: 'senha-antiga-1' } }));
  });
  afterAll(() => t.close());

  const upload = (body: Buffer | string, contentType: string, fileName = 'minha%20foto.png') =>
    t.as(barber).raw('PUT', '/api/auth/me/photo', body, { 'content-type': contentType, 'x-file-name': fileName });

  it('GET /api/auth/me answers the barber’s own account without the password', async () => {
    const response = await t.as(barber).get('/api/auth/me');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: barber.id,
      username: 'joao',
      displayName: 'joao',
      email: null,
      role: 'barber',
      active: true,
      photo: null,
      photoUrl: null,
    });
  });

  it('PUT /api/auth/me changes name and email, and the password only with the current one', async () => {
    const renamed = await t.as(barber).put('/api/auth/me', { username: 'joao.silva', email: 'joao@exemplo.com' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ username: 'joao.silva', email: 'joao@exemplo.com' });

    const missing = await t.as(barber).put('/api/auth/me', { newPassword: 'senha-nova-22' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      statusCode: 400,
      code: 'CURRENT_PASSWORD_REQUIRED',
      message: 'Informe a senha atual para definir uma nova senha.',
    });
    const wrong = await t.as(barber).put('/api/auth/me', { currentPassword: 'errada', newPassword: 'senha-nova-22' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ statusCode: 400, code: 'CURRENT_PASSWORD_INCORRECT', message: 'Senha atual incorreta.' });

    const changed = await t.as(barber).put('/api/auth/me', { currentPassword: 'senha-antiga-1', newPassword: 'senha-nova-22' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ username: 'joao.silva', token: expect.any(String) });
    expect(renamed.body.token).toBeUndefined();
    expect((await t.post('/api/auth/login', { username: 'joao.silva', password: 'senha-nova-22' })).status).toBe(200);
  });

  it('PUT /api/auth/me refuses a username with a letter of another script (400 VALIDATION_ERROR)', async () => {
    const response = await t.as(barber).put('/api/auth/me', { username: 'j\u043eao' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
  });

  it('PUT /api/auth/me answers 400 for an invalid email', async () => {
    expect((await t.as(barber).put('/api/auth/me', { email: 'não-é-email' })).status).toBe(400);
  });

  it('stores an uploaded PNG and serves it at a stable, cacheable URL shown to clients', async () => {
    const response = await upload(PNG, 'image/png');
    expect(response.status).toBe(200);
    expect(response.body.photo).toEqual({ fileName: 'minha foto.png', size: PNG.length, contentType: 'image/png' });

    const listed = (await t.get('/api/auth')).body[0];
    expect(listed.photoUrl).toBe(response.body.photoUrl);
    const photo = await t.app.inject({ method: 'GET', url: listed.photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: listed.photoUrl, headers: { 'if-none-match': String(photo.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('trusts the file’s bytes, not the claimed type: a text file sent as image/png is a 400', async () => {
    const response = await upload(Buffer.from('isto não é uma imagem'), 'image/png');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Formato de imagem não suportado. Envie uma imagem JPEG, PNG ou WebP.',
    });
  });

  it('takes a JPEG and a photo of exactly 2 MB', async () => {
    const jpeg = await upload(JPEG, 'image/jpeg', 'retrato.jpg');
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.photo).toEqual({ fileName: 'retrato.jpg', size: JPEG.length, contentType: 'image/jpeg' });
    const twoMegabytes = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect((await upload(twoMegabytes, 'image/png')).body.photo.size).toBe(2 * 1024 * 1024);
  });

  it('answers 400 for a GIF, 413 for a photo over 2 MB, and 415 for JSON instead of an image', async () => {
    expect((await upload(Buffer.from('GIF89a0000'), 'image/gif')).status).toBe(400);
    const tooBig = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Conteúdo grande demais.' });
    const json = await t.as(barber).put('/api/auth/me/photo', { path: '/etc/passwd' });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('DELETE /api/auth/me/photo removes it', async () => {
    const { photoUrl } = (await upload(PNG, 'image/png')).body;
    expect((await t.as(barber).delete('/api/auth/me/photo')).body.photo).toBeNull();
    const gone = await t.get(photoUrl);
    expect(gone.status).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 without a token', async () => {
    expect((await t.get('/api/auth/me')).status).toBe(401);
    expect((await t.request('PUT', '/api/auth/me/photo', PNG, { 'content-type': 'image/png' })).status).toBe(401);
  });
});
