FContent-Length: 107

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}Content-Length: 52

{"jsonrpc":"2.0","method":"initialized","params":{}}Content-Length: 430

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","languageId":"primerspec","version":1,"text":"primer camera\napp \"Reminders\"\npurpose \"Reminders uses the camera to take photos.\"\naccept touch-target * \"buttons follow their titles\"\n\nvoiceover ready\n  \"Use the camera. Heading.\"\n  \"Continue. Button.\"\n\nannounce ready -> requesting via continueTapped\n"}}}Content-Length: 242

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","version":2},"contentChanges":[{"range":{"start":{"line":6,"character":11},"end":{"line":6,"character":17}},"text":"microphone"}]}}Content-Length: 227

{"jsonrpc":"2.0","id":102,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 230

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","version":3},"contentChanges":[{"range":{"start":{"line":6,"character":2},"end":{"line":7,"character":2}},"text":""}]}}Content-Length: 227

{"jsonrpc":"2.0","id":104,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 303

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","version":4},"contentChanges":[{"range":{"start":{"line":2147483647,"character":2147483647},"end":{"line":2147483647,"character":2147483647}},"text":"\nvoiceover denied\n  \"😀 é\"\r\n"}]}}Content-Length: 227

{"jsonrpc":"2.0","id":106,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 325

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","version":5},"contentChanges":[{"range":{"start":{"line":12,"character":4},"end":{"line":12,"character":5}},"text":"x"},{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":6}},"text":"primer"}]}}Content-Length: 227

{"jsonrpc":"2.0","id":108,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 235

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","version":6},"contentChanges":[{"range":{"start":{"line":2,"character":40},"end":{"line":3,"character":0}},"text":"\r\n"}]}}Content-Length: 227

{"jsonrpc":"2.0","id":110,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 112

{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"}}}Content-Length: 154

{"jsonrpc":"2.0","id":900,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":0,"character":0}}}Content-Length: 60

{"jsonrpc":"2.0","id":999,"method":"shutdown","params":null}Content-Length: 47

{"jsonrpc":"2.0","method":"exit","params":null}