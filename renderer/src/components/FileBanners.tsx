// Notices above the editor that need an answer: a backup to restore, or a change on disk.
import type { OpenFile } from '../state/files';
import { useStudioController } from '../hooks/useStudio';
import { WarningIcon } from './icons';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function FileBanners({ file }: { file: OpenFile }) {
  const studio = useStudioController();
  return (
    <>
      {file.restoreOffer ? (
        <div className="banner info" role="status" data-testid="restore-banner">
          <span className="banner-text">Restore unsaved changes from {timeFormat.format(new Date(file.restoreOffer.savedAt))}?</span>
          <button type="button" className="button small primary" data-testid="restore-backup" onClick={() => studio.restoreBackup(file.path)}>
            Restore
          </button>
          <button type="button" className="button small" data-testid="discard-backup" onClick={() => studio.discardBackup(file.path)}>
            Discard
          </button>
        </div>
      ) : null}
      {file.changedOnDisk ? (
        <div className="banner warning" role="status" data-testid="disk-banner">
          <WarningIcon />
          <span className="banner-text">
            {file.deletedOnDisk
              ? 'This file was deleted on disk. Your text is kept; saving writes the file again.'
              : 'This file changed on disk while you had unsaved changes. Your text is kept; saving will ask before overwriting.'}
          </span>
          <button type="button" className="button small" data-testid="compare-with-disk" title="Show the file on disk beside your text" onClick={() => void studio.compareWithDisk(file.path)}>
            Compare
          </button>
          {file.deletedOnDisk ? null : (
            <button type="button" className="button small" data-testid="reload-from-disk" title="Replace your text with the file on disk (undo brings it back)" onClick={() => void studio.reloadFromDisk(file.path)}>
              Reload from disk
            </button>
          )}
          <button type="button" className="button small" data-testid="keep-mine" onClick={() => studio.keepMine(file.path)}>
            Dismiss
          </button>
        </div>
      ) : null}
    </>
  );
}
