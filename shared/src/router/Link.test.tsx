import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link } from './Link';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

function renderAt(link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/portal']}>
      <Routes>
        <Route path="/portal/*" element={link} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

it('is an anchor to the resolved address, and a plain click navigates in the page', () => {
  renderAt(
    <Link to="pick-up" state={{ from: 'card' }} className="next">
      Pick-up
    </Link>,
  );
  const link = screen.getByRole('link', { name: 'Pick-up' });
  expect(link).toHaveAttribute('href', '/portal/pick-up');
  expect(link).toHaveClass('next');
  fireEvent.click(link);
  expect(screen.getByRole('status')).toHaveTextContent('/portal/pick-up {"from":"card"}');
});

it('leaves a modified click, or a link to another window, to the browser', () => {
  renderAt(
    <>
      <Link to="/portal/medical-form">Form</Link>
      <Link to="/portal/medical-form" target="_blank">
        Form in a new tab
      </Link>
    </>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Form' }), { ctrlKey: true });
  fireEvent.click(screen.getByRole('link', { name: 'Form in a new tab' }));
  expect(screen.getByRole('status')).toHaveTextContent('/portal null');
});

it("runs the page's own onClick first, which may keep the page where it is", () => {
  const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
  renderAt(
    <Link to="/portal/profile" onClick={onClick}>
      Profile
    </Link>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Profile' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('/portal null');
});
