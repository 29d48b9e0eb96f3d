import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from 'antd';

/** An antd button that is a real link (href, middle-click) but navigates inside the app on a plain click. */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
