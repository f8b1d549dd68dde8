/** Sent by the app just before it takes over (or draws anew) the page the server rendered (main.tsx). */
export const APP_TAKEOVER_EVENT = 'app:takeover';
/** Sent by the app once it has taken over the page the server rendered (App.tsx). */
export const APP_HYDRATED_EVENT = 'app:hydrated';

/**
 * A page the server rendered shows its buttons and fields before the app's code has arrived and taken it over. What is
 * done on it in that moment is kept and done again once the app has taken over, instead of being lost: a typed text is
 * put back (the takeover empties the fields), a tap on a button, choice or label is tapped again, a sent form is sent
 * again. Links need no app and keep working. This runs as a classic script from the page's head (the build's
 * early-taps script carries its source, frontend/page-assets.mts), so it must use nothing from outside itself.
 */
export function captureEarlyTaps(takeoverEvent: string, hydratedEvent: string): void {
  const CONTROLS = 'button, label, [role="button"], input, textarea, select';
  // Each tap's control, and where it sits in the page: should React render the page anew rather than take it over
  // (what it rendered differs from the server's), the control at the same place is tapped.
  const taps: { control: HTMLElement; path: number[] }[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, { value: string; path: number[] }>();
  let sent: { form: HTMLFormElement; path: number[]; submitter: HTMLElement | null } | null = null;
  let signalled = false;
  const root = () => document.getElementById('root');
  const inPage = (target: EventTarget | null): target is Element => target instanceof Element && Boolean(root()?.contains(target));
  // React takes the page over in parts: the app's signal comes with the first, and the fields and buttons inside the
  // page's own part are taken over a moment later, each then carrying React's props (its `__reactProps$…` key).
  const takenOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
  const isLive = (element: Element) => signalled && takenOver(element);

  const onClick = (event: MouseEvent) => {
    if (!inPage(event.target) || event.target.closest('a[href]')) return;
    const control = event.target.closest<HTMLElement>('button, label, [role="button"], input[type="radio"], input[type="checkbox"]');
    if (!control || isLive(control)) return;
    event.preventDefault();
    taps.push({ control, path: pathOf(control) });
  };
  const pathOf = (element: Element) => {
    const path: number[] = [];
    for (let node = element; node.parentElement && node !== root(); node = node.parentElement)
      path.unshift([...node.parentElement.children].indexOf(node));
    return path;
  };
  const elementAt = (path: number[]) => path.reduce<Element | undefined>((node, index) => node?.children[index], root() ?? undefined);
  const isTextField = (field: EventTarget | null): field is HTMLInputElement | HTMLTextAreaElement =>
    (field instanceof HTMLInputElement && field.type !== 'radio' && field.type !== 'checkbox') || field instanceof HTMLTextAreaElement;
  const keepTyped = (field: HTMLInputElement | HTMLTextAreaElement) => typed.set(field, { value: field.value, path: pathOf(field) });
  const onInput = (event: Event) => {
    const field = event.target;
    if (isTextField(field) && inPage(field) && !isLive(field)) keepTyped(field);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inPage(form) || isLive(form)) return;
    event.preventDefault();
    sent = { form, path: pathOf(form), submitter: event.submitter };
  };

  const WAIT_STEP_MS = 20;
  // The takeover is a transition, sliced between the phone's other work: on a busy phone it can take seconds.
  const WAIT_LIMIT_MS = 15_000;
  const waitForTakeover = (waited = 0) => {
    const controls = [...(root()?.querySelectorAll(CONTROLS) ?? [])];
    if (controls.every(takenOver) || waited >= WAIT_LIMIT_MS) replay();
    else setTimeout(() => waitForTakeover(waited + WAIT_STEP_MS), WAIT_STEP_MS);
  };

  const replay = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('submit', onSubmit, true);
    typed.forEach(({ value, path }, captured) => {
      // A field React rendered anew (not taken over) is the one at the same place.
      const field = captured.isConnected ? captured : elementAt(path);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      // The app believes the field empty (its own setter), then the text comes back through the prototype's setter,
      // which the app does not watch: the input event is then a change it takes in, as if typed now.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // A tap is pressed, released and clicked: some controls act on the press (a password's Mostrar senha).
    const tap = ({ control: captured, path }: (typeof taps)[number]) => {
      const control = captured.isConnected ? captured : elementAt(path);
      if (!(control instanceof HTMLElement)) return;
      for (const type of ['mousedown', 'mouseup']) control.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window }));
      control.click();
    };
    // One action a turn, as a person's would come: the app has rendered what the last one changed before the next.
    const actions = taps.map((captured) => () => tap(captured));
    const form = sent;
    if (form) {
      actions.push(() => {
        const target = form.form.isConnected ? form.form : elementAt(form.path);
        if (target instanceof HTMLFormElement) target.requestSubmit(form.submitter?.isConnected ? form.submitter : undefined);
      });
    }
    const next = () => {
      const action = actions.shift();
      if (!action) return;
      action();
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('submit', onSubmit, true);
  // Text this script saw no input event for (put there by the browser: a form restored, an autofill) is on screen until
  // React takes the field over, which may then draw it empty: it is kept just before, with what was typed.
  document.addEventListener(
    takeoverEvent,
    () =>
      root()
        ?.querySelectorAll('input, textarea')
        .forEach((field) => {
          if (isTextField(field) && field.value && !typed.has(field)) keepTyped(field);
        }),
    { once: true },
  );
  document.addEventListener(
    hydratedEvent,
    () => {
      signalled = true;
      waitForTakeover();
    },
    { once: true },
  );
}
