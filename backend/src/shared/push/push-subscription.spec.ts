import { BROWSER_PUSH_SERVICES } from '../../config/push-config';
import { allowedEndpoint, canonicalPushEndpoint, parsePushSubscription } from './push-subscription';

const isAllowedEndpoint = (endpoint: string, origins: readonly string[]) => allowedEndpoint(endpoint, origins) !== null;

const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const auth = Buffer.alloc(16, 9).toString('base64url');

describe('push subscriptions', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
  ])('accepts the browsers’ push service %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, BROWSER_PUSH_SERVICES)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evil.example/?https://fcm.googleapis.com',
    'https://user:pass@fcm.googleapis.com/x',
    'https://fcm.googleapis.com:8443/x',
    'https://notify.windows.com.evil.example/x',
    'https://127.0.0.1/x',
    'https://169.254.169.254/latest/meta-data',
    'not a url',
    // What two URL parsers read differently: web-push found no host in these and went to localhost.
    'https:fcm.googleapis.com/x',
    'https:/fcm.googleapis.com/x',
    'https:\\\\fcm.googleapis.com/x',
    'https://fcm.googleapis.com\\@127.0.0.1:54411/x',
    'https://fcm.googleapis.com\\x',
    'https://fcm.googleapis.com@127.0.0.1/x',
    'https://@fcm.googleapis.com/x',
    'https://fcm.googleapis.com/a/../x',
    'https://fcm.googleapis.com/x#fragment',
    'https://fcm.googleapis.com/x y',
    'https://fcm.googleapis.com\t/x',
    ' https://fcm.googleapis.com/x',
    'HTTPS://fcm.googleapis.com/x',
    'https://%66cm.googleapis.com/x',
    'https://fcm.googleapis.com./x',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, BROWSER_PUSH_SERVICES)).toBe(false);
  });

  it('keeps the endpoint as the URL parser writes it back', () => {
    expect(canonicalPushEndpoint('https://FCM.GoogleAPIs.com/fcm/send/abc:DEF')).toBe('https://fcm.googleapis.com/fcm/send/abc:DEF');
    expect(canonicalPushEndpoint('https://fcm.googleapis.com')).toBe('https://fcm.googleapis.com/');
    expect(canonicalPushEndpoint('https://fcm.googleapis.com:443/x')).toBe('https://fcm.googleapis.com/x');
    expect(allowedEndpoint('https://Web.Push.Apple.com/QGuQ', BROWSER_PUSH_SERVICES)).toBe('https://web.push.apple.com/QGuQ');
  });

  it('matches a replaced list by origin, port included', () => {
    const local = ['https://127.0.0.1:8443'];
    expect(isAllowedEndpoint('https://127.0.0.1:8443/push/1', local)).toBe(true);
    expect(isAllowedEndpoint('https://127.0.0.1:9443/push/1', local)).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/1', local)).toBe(false);
  });

  it('takes the three fields together, or none', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(parsePushSubscription({}, BROWSER_PUSH_SERVICES)).toBeNull();
    expect(parsePushSubscription({ pushEndpoint: endpoint, pushP256dh: p256dh, pushAuth: auth }, BROWSER_PUSH_SERVICES)).toEqual({
      endpoint,
      p256dh,
      auth,
    });
    expect(() => parsePushSubscription({ pushEndpoint: endpoint }, BROWSER_PUSH_SERVICES)).toThrow('juntos');
    expect(() => parsePushSubscription({ pushEndpoint: endpoint, pushP256dh: 'abc', pushAuth: auth }, BROWSER_PUSH_SERVICES)).toThrow('pushP256dh');
    expect(() => parsePushSubscription({ pushEndpoint: endpoint, pushP256dh: p256dh, pushAuth: 'abc' }, BROWSER_PUSH_SERVICES)).toThrow('pushAuth');
    expect(() =>
      parsePushSubscription({ pushEndpoint: 'https://evil.example/x', pushP256dh: p256dh, pushAuth: auth }, BROWSER_PUSH_SERVICES),
    ).toThrow('não é de um serviço de notificações aceito');
  });
});
