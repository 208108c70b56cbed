;;; harness.el --- drives an Emacs configured from Docs/Editors.md on a spec  -*- lexical-binding: t -*-

;; Loaded after the doc's Emacs block by Tests/Editors/emacs_test.py, in `emacs --batch'. It does
;; what a person would: visits the spec (the doc's `auto-mode-alist' line picks the mode, its hook
;; starts Eglot), waits for Flymake's diagnostics, asks for the hover on a section header as Eldoc
;; does, puts the changed line back and waits for the diagnostics to follow. It never configures
;; Eglot itself. It writes what it saw as JSON to $PRIMER_EDITOR_TEST_OUT, then exits.
;;
;; Batch Emacs has no command loop: the harness runs `post-command-hook' once after visiting the
;; file, as the end of the `find-file' command would, and runs idle timers (Eglot's didChange,
;; Flymake's check after a change) whenever it waits, as an idle Emacs would.

(require 'json)
(require 'subr-x)

(defvar primer-test--out (getenv "PRIMER_EDITOR_TEST_OUT"))
(defvar primer-test--spec (getenv "PRIMER_EDITOR_TEST_SPEC"))
(defvar primer-test--hover-line (string-to-number (getenv "PRIMER_EDITOR_TEST_HOVER_LINE")))
(defvar primer-test--fix-line (string-to-number (getenv "PRIMER_EDITOR_TEST_FIX_LINE")))
(defvar primer-test--fix-text (getenv "PRIMER_EDITOR_TEST_FIX_TEXT"))
(defvar primer-test--timeout 30.0 "Seconds to wait for each step.")
(defvar primer-test--result nil "What was seen, an alist written as JSON.")

(defun primer-test--put (key value)
  (setq primer-test--result (append primer-test--result (list (cons key value)))))

(defun primer-test--finish ()
  (let ((server (and (fboundp 'eglot-current-server) (eglot-current-server))))
    (primer-test--put 'root (and server (fboundp 'eglot--project)
                                 (expand-file-name (project-root (eglot--project server)))))
    (when server
      (ignore-errors (eglot-shutdown server))))
  (with-temp-file primer-test--out
    (insert (json-encode primer-test--result)))
  (kill-emacs 0))

(defun primer-test--idle ()
  "Runs the idle timers that are due, as Emacs does when nothing happens."
  (dolist (timer (copy-sequence timer-idle-list))
    (when (memq timer timer-idle-list)
      (timer-event-handler timer))))

(defun primer-test--wait (predicate)
  "Waits up to `primer-test--timeout' seconds for PREDICATE; returns whether it came true."
  (let ((deadline (+ (float-time) primer-test--timeout)) done)
    (while (and (not (setq done (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05)
      (primer-test--idle))
    (and done t)))

(defun primer-test--diagnostics ()
  "Flymake's diagnostics in the buffer, in buffer order: line, column, type, text."
  (mapcar (lambda (diagnostic)
            (let ((start (flymake-diagnostic-beg diagnostic)))
              `((line . ,(line-number-at-pos start))
                (col . ,(save-excursion (goto-char start) (1+ (current-column))))
                (type . ,(symbol-name (flymake-diagnostic-type diagnostic)))
                (text . ,(flymake-diagnostic-text diagnostic)))))
          (sort (flymake-diagnostics) (lambda (a b) (< (flymake-diagnostic-beg a)
                                                        (flymake-diagnostic-beg b))))))

(defun primer-test--run ()
  (find-file primer-test--spec)
  (primer-test--put 'mode (symbol-name major-mode))
  (primer-test--put 'comment_start comment-start)
  ;; The mode's syntax: a `#' starts a comment to the end of the line, except inside a string.
  (let ((line "ready \"a # b\" # note"))
    (with-temp-buffer
      (funcall (buffer-local-value 'major-mode (get-file-buffer primer-test--spec)))
      (insert line)
      (primer-test--put 'comments
                        `((comment . ,(if (nth 4 (syntax-ppss (+ 1 (string-match "# note" line) 3))) t :json-false))
                          (in_string . ,(if (nth 4 (syntax-ppss (+ 1 (string-match "# b" line) 2))) t :json-false))))))
  ;; The end of the command that visited the file: where `eglot-ensure' connects.
  (run-hooks 'post-command-hook)
  (primer-test--put 'connected (primer-test--wait (lambda () (bound-and-true-p eglot--managed-mode))))
  (unless (bound-and-true-p eglot--managed-mode) (primer-test--finish))
  (primer-test--put 'server (car (process-command (jsonrpc--process (eglot-current-server)))))
  (primer-test--put 'flymake (and (bound-and-true-p flymake-mode) t))
  (primer-test--put 'diagnosed (primer-test--wait (lambda () (flymake-diagnostics))))
  (let ((initial (primer-test--diagnostics)))
    (primer-test--put 'initial initial)

    ;; The hover on the section header, as Eldoc asks for it when point rests there.
    (goto-char (point-min))
    (forward-line (1- primer-test--hover-line))
    (let (hover)
      (eglot-hover-eldoc-function (lambda (info &rest _) (setq hover (or info ""))))
      (primer-test--put 'hovered (primer-test--wait (lambda () hover)))
      (primer-test--put 'hover (or hover "")))

    ;; Put the changed line back as the builders generate it; the diagnostics follow the edit.
    (goto-char (point-min))
    (forward-line (1- primer-test--fix-line))
    (delete-region (line-beginning-position) (line-end-position))
    (insert primer-test--fix-text)
    (primer-test--put 'refreshed
                      (primer-test--wait (lambda () (< (length (flymake-diagnostics)) (length initial)))))
    (primer-test--put 'after_edit (primer-test--diagnostics)))
  (primer-test--finish))

(condition-case error
    (primer-test--run)
  (error (primer-test--put 'error (error-message-string error))
         (primer-test--finish)))

;;; harness.el ends here
