;;; terminal-probe.el --- what an interactive Emacs shows for a spec after its start  -*- lexical-binding: t -*-

;; Loaded by Tests/Editors/emacs_test.py into `emacs -nw' in a pseudo-terminal, with Docs/Editors.md's
;; Emacs block as the user's ~/.emacs.d/init.el and the spec named on the command line: nothing is
;; simulated, Emacs starts as it does for a person. Every 0.2 seconds it looks at the spec's buffer;
;; once Flymake holds the server's diagnostics (or after 30 seconds) it writes the mode, whether Eglot
;; manages the buffer and the diagnostics as JSON to $PRIMER_EDITOR_TEST_OUT, and ends Emacs.

(require 'json)

(defun primer-probe--seen (buffer diagnostics)
  "What the person sees in BUFFER: the init file read, the mode, Eglot, Flymake's DIAGNOSTICS."
  (with-current-buffer (or buffer (current-buffer))
    `((init_file . ,user-init-file)
      (mode . ,(symbol-name major-mode))
      (managed . ,(if (bound-and-true-p eglot--managed-mode) t :json-false))
      (diagnostics
       . ,(vconcat
           (mapcar (lambda (d)
                     (vector (line-number-at-pos (flymake-diagnostic-beg d))
                             (symbol-name (flymake-diagnostic-type d))
                             (flymake-diagnostic-text d)))
                   (sort diagnostics (lambda (a b) (< (flymake-diagnostic-beg a)
                                                       (flymake-diagnostic-beg b))))))))))

(let ((out (getenv "PRIMER_EDITOR_TEST_OUT"))
      (spec (getenv "PRIMER_EDITOR_TEST_SPEC"))
      (deadline (+ (float-time) 30))
      (timer nil))
  (setq timer
        (run-with-timer
         0.2 0.2
         (lambda ()
           (let* ((buffer (get-file-buffer spec))
                  (diagnostics (and buffer (fboundp 'flymake-diagnostics)
                                    (with-current-buffer buffer (flymake-diagnostics)))))
             (when (or diagnostics (> (float-time) deadline))
               (cancel-timer timer)
               (let ((seen (condition-case error (primer-probe--seen buffer diagnostics)
                             (error `((error . ,(error-message-string error)))))))
                 (with-temp-file out (insert (json-encode seen))))
               (kill-emacs 0)))))))

;;; terminal-probe.el ends here
