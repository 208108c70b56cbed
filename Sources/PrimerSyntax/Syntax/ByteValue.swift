/// Byte values the line splitter and the structure rules look at.
package enum ByteValue: Sendable {
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    package static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
