import { act, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { formatElements } from './format-elements';
import { Trans } from './Trans';
import { useLingui } from './use-lingui';

afterEach(() => act(() => i18n.loadAndActivate({ locale: 'en', messages: {} })));

it('puts the page’s elements back into the text, keeping a tag’s words when its element is missing', () => {
  const { container } = render(
    <p>
      {formatElements('Read <0>the <1>short</1> guide</0> first<2/>.', {
        0: <a href="/g" />,
        2: <br />,
      })}
    </p>,
  );
  expect(container.innerHTML).toBe('<p>Read <a href="/g">the short guide</a> first<br>.</p>');
  expect(render(<p>{formatElements('Plain <3>words</3>')}</p>).container.textContent).toBe(
    'Plain words',
  );
});

it('re-renders on a language switch, with the catalogue’s translation', () => {
  function Greeting() {
    const { _ } = useLingui();
    return <span>{_({ id: 'hello', message: 'Hello' })}</span>;
  }
  render(
    <>
      <Greeting />
      <Trans id="bye" message="Goodbye" />
    </>,
  );
  expect(screen.getByText('Hello')).toBeInTheDocument();
  expect(screen.getByText('Goodbye')).toBeInTheDocument();
  act(() => i18n.loadAndActivate({ locale: 'es', messages: { hello: 'Hola', bye: 'Adiós' } }));
  expect(screen.getByText('Hola')).toBeInTheDocument();
  expect(screen.getByText('Adiós')).toBeInTheDocument();
});
