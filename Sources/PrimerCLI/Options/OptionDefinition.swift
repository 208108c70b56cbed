import PrimerSpec

/// One option a command accepts: a flag, or an option that takes a value. The same declaration a
/// block gives its own options with (``BlockOption``), so a command lists the blocks' options beside
/// its own.
package typealias OptionDefinition = BlockOption
