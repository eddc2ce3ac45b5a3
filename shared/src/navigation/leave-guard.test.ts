import { confirmLeave, pendingLeaveQuestion, registerLeaveGuard } from './leave-guard';

const QUESTION = 'Your latest answers are not saved yet. Leave this page anyway?';

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.textContent = 'go';
  document.body.appendChild(a);
  return a;
}

/** Clicks like a person; answers whether anything prevented the navigation. */
function click(element: Element): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

let confirm: jest.SpyInstance;
beforeEach(() => {
  document.body.innerHTML = '';
  window.history.pushState(null, '', '/portal/medical-form');
  confirm = jest.spyOn(window, 'confirm');
});

it('asks nothing while nothing is unsaved', () => {
  expect(pendingLeaveQuestion()).toBeNull();
  expect(confirmLeave()).toBe(true);
  expect(click(link('/portal/pick-up'))).toBe(false);
  expect(confirm).not.toHaveBeenCalled();
});

it('asks before a portal link leaves the page, and stays when the parent says no', () => {
  const release = registerLeaveGuard(QUESTION);
  confirm.mockReturnValue(false);
  expect(click(link('/portal/pick-up'))).toBe(true);
  expect(confirm).toHaveBeenCalledWith(QUESTION);

  confirm.mockReturnValue(true);
  expect(click(link('/portal'))).toBe(false);
  release();
});

it('does not ask for links that do not leave the page', () => {
  const release = registerLeaveGuard(QUESTION);
  expect(click(link('/portal/medical-form#section-2'))).toBe(false);
  expect(click(link('https://help.example.com/', { target: '_blank' }))).toBe(false);
  expect(click(link('https://elsewhere.example.com/'))).toBe(false);
  expect(confirm).not.toHaveBeenCalled();
  release();
});

it('asks the browser to prompt before the page itself is left, until released', () => {
  const release = registerLeaveGuard(QUESTION);
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);

  release();
  expect(pendingLeaveQuestion()).toBeNull();
  const later = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
});
