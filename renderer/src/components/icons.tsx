// Small line icons drawn inline (no icon font, nothing fetched).
import type { ReactNode } from 'react';

type IconProps = { className?: string; title?: string };

function Icon({ children, className, title }: IconProps & { children: ReactNode }) {
  return (
    <svg className={`icon ${className ?? ''}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden={title ? undefined : true} role={title ? 'img' : undefined} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

export const ChevronIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 4l4 4-4 4" />
  </Icon>
);

export const FileIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 1.8h5l3 3v9.4H4z" />
    <path d="M9 1.8v3h3" />
  </Icon>
);

export const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="1.8" width="9" height="12.4" rx="1.5" />
    <path d="M6 5.5h4M6 8h4M6 10.5h2.5" />
  </Icon>
);

export const FolderIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M1.8 4.2c0-.6.4-1 1-1h3.4l1.4 1.5h5.6c.6 0 1 .4 1 1v6.6c0 .6-.4 1-1 1H2.8c-.6 0-1-.4-1-1z" />
  </Icon>
);

export const GameIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="3" width="8" height="10.5" rx="1.2" />
    <path d="M12 4.5l1.8.6c.5.2.7.7.6 1.2l-2.2 6.7" />
  </Icon>
);

export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 2.2l6 10.6H2z" />
    <path d="M8 6.5v3" />
    <path d="M8 11.4v.1" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />
  </Icon>
);

export const PlusFileIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 14.2H4V1.8h5l3 3v3.4" />
    <path d="M12.5 10v4.4M10.3 12.2h4.4" />
  </Icon>
);

export const PlusFolderIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8.5 13.2H2.8c-.6 0-1-.4-1-1V4.2c0-.6.4-1 1-1h3.4l1.4 1.5h5.6c.6 0 1 .4 1 1v2" />
    <path d="M12.5 9.5v4.4M10.3 11.7h4.4" />
  </Icon>
);

export const FolderOpenIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M1.8 12.2V4.2c0-.6.4-1 1-1h3.4l1.4 1.5h4.6c.6 0 1 .4 1 1v1.2" />
    <path d="M1.8 12.2l2-5h11l-2 5z" />
  </Icon>
);

/** A curved arrow back (undo), or forward (redo): the table's toolbar and the deck builder's header. */
export const UndoIcon = ({ redo = false, ...props }: IconProps & { redo?: boolean }) => (
  <Icon {...props}>
    <g transform={redo ? 'matrix(-1 0 0 1 16 0)' : undefined}>
      <path d="M5.5 3.5L2.5 6.5l3 3" />
      <path d="M2.5 6.5h7a4 4 0 010 8H7" />
    </g>
  </Icon>
);

export const LogoMark = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <rect x="3" y="4.5" width="11" height="15" rx="2" fill="#3d5fa8" transform="rotate(-10 8.5 12)" />
    <rect x="9" y="3.5" width="11" height="15" rx="2" fill="#7aa2ff" stroke="#1a1d23" strokeWidth="1.2" transform="rotate(8 14.5 11)" />
    <path d="M12.2 9.5l2.2-1.5 2.2 1.5-.8 2.6h-2.8z" fill="#1a1d23" transform="rotate(8 14.5 11)" />
  </svg>
);
