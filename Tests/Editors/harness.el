;;; harness.el --- drives an Emacs configured from Docs/Editors.md on a spec  -*- lexical-binding: t -*-

;; Loaded after the doc's Emacs block by Tests/Editors/emacs_test.py, in `emacs --batch'. It does
;; what a person would: visits the spec (the doc's `auto-mode-alist' line picks the mode, its hook
;; starts Eglot), waits for Flymake's diagnostics, asks for the hover on a section header as Eldoc
;; does, puts the changed line back and waits for the diagnostics to follow, changes it again and
;; picks "Record this section", formats the buffer, completes after `accept' and reads the outline.
;; It never configures Eglot itself. It writes what it saw as JSON to $PRIMER_EDITOR_TEST_OUT, then exits.
;;
;; Batch Emacs has no command loop: the harness runs `post-command-hook' once after visiting the
;; file, as the end of the `find-file' command would, and runs idle timers (Eglot's didChange,
;; Flymake's check after a change) whenever it waits, as an idle Emacs would.

(require 'json)
(require 'subr-x)
(require 'cl-lib)
(require 'seq)
(require 'imenu)

(defvar primer-test--out (getenv "PRIMER_EDITOR_TEST_OUT"))
(defvar primer-test--spec (getenv "PRIMER_EDITOR_TEST_SPEC"))
(defvar primer-test--hover-line (string-to-number (getenv "PRIMER_EDITOR_TEST_HOVER_LINE")))
(defvar primer-test--fix-line (string-to-number (getenv "PRIMER_EDITOR_TEST_FIX_LINE")))
(defvar primer-test--fix-text (getenv "PRIMER_EDITOR_TEST_FIX_TEXT"))
(defvar primer-test--break-text (getenv "PRIMER_EDITOR_TEST_BREAK_TEXT"))
(defvar primer-test--format-line (string-to-number (getenv "PRIMER_EDITOR_TEST_FORMAT_LINE")))
(defvar primer-test--accept-line (string-to-number (getenv "PRIMER_EDITOR_TEST_ACCEPT_LINE")))
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
  "Runs every idle timer, as an Emacs left alone long enough for each of them does."
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

(defun primer-test--wait-count (count)
  "Waits for Flymake to hold COUNT diagnostics; returns whether it came to."
  (primer-test--wait (lambda () (= (length (flymake-diagnostics)) count))))

(defun primer-test--pause ()
  "A person's pause after typing: a second of idleness, so Eglot sends what changed."
  (let ((end (+ (float-time) 1.0)))
    (while (< (float-time) end)
      (accept-process-output nil 0.05)
      (primer-test--idle))))

(defun primer-test--goto-line (line)
  (goto-char (point-min))
  (forward-line (1- line)))

(defun primer-test--line-text (line)
  (save-excursion
    (primer-test--goto-line line)
    (buffer-substring-no-properties (line-beginning-position) (line-end-position))))

(defun primer-test--replace-line (text)
  "Types TEXT over the changed line, as a person would: delete it, insert the new text."
  (primer-test--goto-line primer-test--fix-line)
  (delete-region (line-beginning-position) (line-end-position))
  (insert text))

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
    (primer-test--goto-line primer-test--hover-line)
    (let (hover)
      (eglot-hover-eldoc-function (lambda (info &rest _) (setq hover (or info ""))))
      (primer-test--put 'hovered (primer-test--wait (lambda () hover)))
      (primer-test--put 'hover (or hover "")))

    ;; The code actions on the changed line, as `M-x eglot-code-actions' asks for them.
    (primer-test--goto-line primer-test--fix-line)
    (primer-test--put 'actions (mapcar (lambda (action) (plist-get action :title))
                                       (eglot-code-actions (line-beginning-position) (line-end-position))))

    ;; Put the changed line back as the builders generate it; the diagnostics follow the edit.
    (primer-test--replace-line primer-test--fix-text)
    (primer-test--put 'refreshed (primer-test--wait-count (1- (length initial))))
    (primer-test--put 'after_edit (primer-test--diagnostics))

    ;; Change it again, then fix it with the code action, picked as a person picks it in
    ;; `M-x eglot-code-actions' (from the keyboard, so from the minibuffer, not a menu).
    (primer-test--replace-line primer-test--break-text)
    (primer-test--put 'broken_again (primer-test--wait-count (length initial)))
    (primer-test--goto-line primer-test--fix-line)
    (let ((last-nonmenu-event ?\r))
      (cl-letf (((symbol-function 'completing-read)
                 (lambda (_prompt items &rest _)
                   (seq-find (lambda (title) (string-prefix-p "Record this section" title))
                             (mapcar #'car items)))))
        (call-interactively #'eglot-code-actions)))
    (primer-test--put 'recorded (primer-test--wait-count (1- (length initial))))
    (primer-test--put 'recorded_line (primer-test--line-text primer-test--fix-line))
    (primer-test--put 'after_record (primer-test--diagnostics))

    ;; Squeeze a sizes line's columns to single spaces, pause, then `M-x eglot-format-buffer'.
    (primer-test--goto-line primer-test--format-line)
    (let ((squeezed (replace-regexp-in-string "\\([^ ]\\)  +" "\\1 "
                                              (primer-test--line-text primer-test--format-line))))
      (delete-region (line-beginning-position) (line-end-position))
      (insert squeezed)
      (primer-test--put 'squeezed squeezed))
    (primer-test--pause)
    (call-interactively #'eglot-format-buffer)
    (primer-test--put 'formatted (buffer-substring-no-properties (point-min) (point-max)))

    ;; A new line `accept ' below the header's last `accept' line: `completion-at-point' there.
    (primer-test--goto-line primer-test--accept-line)
    (end-of-line)
    (insert "\naccept ")
    (primer-test--pause)
    (let ((capf (eglot-completion-at-point)))
      (primer-test--put 'completions
                        (and capf (all-completions (buffer-substring-no-properties (nth 0 capf) (nth 1 capf))
                                                   (nth 2 capf)))))
    (delete-region (line-beginning-position) (1+ (line-end-position)))
    (primer-test--pause))

  ;; The outline, as `M-x imenu' lists it: each entry's name.
  (primer-test--put 'outline (mapcar (lambda (group) (cons (car group) (mapcar #'car (cdr group))))
                                     (funcall imenu-create-index-function)))
  (primer-test--finish))

(condition-case error
    (primer-test--run)
  (error (primer-test--put 'error (error-message-string error))
         (primer-test--finish)))

;;; harness.el ends here
