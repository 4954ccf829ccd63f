/// The few modules the interface and the listings import that are not UIKit, written by
/// hand: Objective-C's runtime (so `@objc`, optional requirements and `#selector` are
/// checked as on Apple's platforms), the part of Foundation and Core Graphics listings
/// touch, and small stand-ins for SwiftUI and XCTest. Their types carry no availability:
/// the check is about UIKit's releases. `UIKit` itself is an empty module, since the
/// model's UIKit is compiled beside each listing (a custom availability domain cannot
/// cross a module boundary).
enum InterfaceRuntime {
    /// A module: its name and either a Swift source or, for Objective-C's, a header.
    struct Module {
        let name: String
        let swiftSource: String
        /// The Swift modules it imports, built before it.
        let imports: [String]
    }

    static let objectiveCHeader = """
    #pragma clang assume_nonnull begin
    typedef struct objc_selector *SEL;
    typedef signed char BOOL;
    struct CGPoint { double x; double y; };
    typedef struct CGPoint CGPoint;
    struct CGSize { double width; double height; };
    typedef struct CGSize CGSize;
    struct CGRect { CGPoint origin; CGSize size; };
    typedef struct CGRect CGRect;
    struct CGAffineTransform { double a, b, c, d, tx, ty; };
    typedef struct CGAffineTransform CGAffineTransform;
    @protocol NSObject
    - (BOOL)isEqual:(id)object;
    @end
    @interface NSObject <NSObject>
    + (instancetype)alloc;
    - (instancetype)init;
    @property (readonly) unsigned long hash;
    @end
    @protocol NSCopying
    - (id)copyWithZone:(void *)zone;
    @end
    @protocol NSCoding
    @end
    #pragma clang assume_nonnull end

    """

    /// What an Objective-C listing has from Foundation and Core Graphics before UIKit's
    /// header: a root class, strings and arrays for literals, the integer and geometry
    /// types, the enumeration macros and `IBAction`. Compiled with `-nostdinc`, so nothing
    /// else is there.
    static let objectiveCPrelude = """
    #pragma clang assume_nonnull begin
    typedef signed char BOOL;
    #define YES ((BOOL)1)
    #define NO ((BOOL)0)
    #define nil ((id)0)
    #define NULL ((void *)0)
    #define IBAction void
    #define IBOutlet
    typedef long NSInteger;
    typedef unsigned long NSUInteger;
    typedef double CGFloat;
    typedef double NSTimeInterval;
    #define NS_ENUM(type, name) type name; enum __attribute__((enum_extensibility(open))) : type
    #define NS_OPTIONS(type, name) type name; enum __attribute__((flag_enum, enum_extensibility(open))) : type
    #define NS_NOESCAPE __attribute__((noescape))
    #define UIKIT_EXTERN extern
    typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
    typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
    typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
    static inline CGSize CGSizeMake(CGFloat width, CGFloat height) { CGSize size = { width, height }; return size; }
    static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) { CGRect rect = { { x, y }, { width, height } }; return rect; }
    @protocol NSObject
    - (BOOL)isEqual:(nullable id)object;
    @end
    __attribute__((objc_root_class))
    @interface NSObject <NSObject>
    + (instancetype)alloc;
    + (instancetype)new;
    - (instancetype)init;
    @end
    @protocol NSCopying
    @end
    @protocol NSCoding
    @end
    @interface NSString : NSObject
    @end
    typedef NSString *NSNotificationName;
    @interface NSArray<ObjectType> : NSObject
    + (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nullable])objects count:(NSUInteger)count;
    @property (readonly) NSUInteger count;
    @end
    @interface NSSet<ObjectType> : NSObject
    @property (readonly) NSUInteger count;
    @end
    @interface NSNumber : NSObject
    + (NSNumber *)numberWithDouble:(double)value;
    + (NSNumber *)numberWithInteger:(NSInteger)value;
    + (NSNumber *)numberWithBool:(BOOL)value;
    @end
    @interface NSBundle : NSObject
    @end
    @interface NSCoder : NSObject
    @end
    #pragma clang assume_nonnull end

    """

    static let moduleMap = "module ObjectiveC { header \"objc.h\" export * }\n"

    /// In build order.
    static let modules: [Module] = [
        Module(name: "ObjectiveC", swiftSource: objectiveCOverlay, imports: []),
        Module(name: "Foundation", swiftSource: foundation, imports: ["ObjectiveC"]),
        Module(name: "UIKit", swiftSource: "@_exported import Foundation\n", imports: ["Foundation"]),
        Module(name: "SwiftUI", swiftSource: swiftUI, imports: ["Foundation"]),
        Module(name: "XCTest", swiftSource: xcTest, imports: ["Foundation"]),
    ]

    private static let objectiveCOverlay = """
    @_exported import ObjectiveC
    public struct Selector: ExpressibleByStringLiteral, Hashable {
        public init(_ name: String) {}
        public init(stringLiteral name: String) {}
    }
    public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
    public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
    extension NSObject: Equatable, Hashable {
        public static func == (a: NSObject, b: NSObject) -> Bool { a.isEqual(b) }
        public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }
    public struct ObjCBool: ExpressibleByBooleanLiteral {
        public var boolValue: Bool
        public init(_ value: Bool) { boolValue = value }
        public init(booleanLiteral value: Bool) { boolValue = value }
    }

    """

    private static let foundation = """
    @_exported import ObjectiveC
    // Swift maps a C `CGFloat` to a Core Graphics type of its own, which is not here.
    public typealias CGFloat = Double
    public typealias TimeInterval = Double
    // Core Graphics' structures come from the runtime header, as C structures, so they are
    // representable in Objective-C; Swift's conveniences for them are here.
    extension CGPoint: Equatable {
        public init(x: CGFloat, y: CGFloat) { self.init(); self.x = x; self.y = y }
        public static var zero: CGPoint { CGPoint() }
        public static func == (a: CGPoint, b: CGPoint) -> Bool { a.x == b.x && a.y == b.y }
    }
    extension CGSize: Equatable {
        public init(width: CGFloat, height: CGFloat) { self.init(); self.width = width; self.height = height }
        public static var zero: CGSize { CGSize() }
        public static func == (a: CGSize, b: CGSize) -> Bool { a.width == b.width && a.height == b.height }
    }
    extension CGRect: Equatable {
        public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
            self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
        }
        public static var zero: CGRect { CGRect() }
        public static func == (a: CGRect, b: CGRect) -> Bool { a.origin == b.origin && a.size == b.size }
        public var width: CGFloat { size.width }
        public var height: CGFloat { size.height }
        public var minX: CGFloat { origin.x }
        public var minY: CGFloat { origin.y }
        public var maxX: CGFloat { origin.x + size.width }
        public var maxY: CGFloat { origin.y + size.height }
        public var midX: CGFloat { origin.x + size.width / 2 }
        public var midY: CGFloat { origin.y + size.height / 2 }
        public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
        public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
        public var integral: CGRect { self }
    }
    extension CGAffineTransform {
        public init(scaleX: CGFloat, y: CGFloat) { self.init() }
        public init(translationX: CGFloat, y: CGFloat) { self.init() }
        public init(rotationAngle: CGFloat) { self.init() }
        public static var identity: CGAffineTransform { CGAffineTransform() }
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { self }
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { self }
    }
    public struct IndexPath: Hashable {
        public var item: Int
        public var row: Int { item }
        public var section: Int
        public init(item: Int, section: Int) { self.item = item; self.section = section }
        public init(row: Int, section: Int) { self.item = row; self.section = section }
    }
    extension Error {
        public var localizedDescription: String { "" }
    }
    open class NSCoder: NSObject {}
    open class Bundle: NSObject {
        open class var main: Bundle { fatalError() }
    }
    open class NSNotification: NSObject {
        public struct Name: Hashable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
        }
    }
    public typealias Notification = NSNotification

    """

    private static let swiftUI = """
    import Foundation
    public protocol View {
        associatedtype Body: View
        var body: Body { get }
    }
    extension Never: View {
        public var body: Never { fatalError() }
    }
    public struct AnyView: View {
        public init<V: View>(_ view: V) {}
        public var body: Never { fatalError() }
    }
    @resultBuilder public enum ViewBuilder {
        public static func buildBlock(_ views: any View...) -> AnyView { fatalError() }
        public static func buildExpression<V: View>(_ view: V) -> V { view }
        public static func buildOptional(_ view: AnyView?) -> AnyView { fatalError() }
        public static func buildEither(first: AnyView) -> AnyView { first }
        public static func buildEither(second: AnyView) -> AnyView { second }
    }
    @propertyWrapper public struct State<Value> {
        public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
        public var wrappedValue: Value
        public var projectedValue: Binding<Value> { fatalError() }
    }
    public struct Binding<Value> {
        public var wrappedValue: Value { fatalError() }
    }
    public enum HorizontalAlignment { case leading, center, trailing }
    public struct Text: View {
        public init(_ content: String) {}
        public var body: Never { fatalError() }
    }
    public struct Toggle: View {
        public init(_ title: String, isOn: Binding<Bool>) {}
        public var body: Never { fatalError() }
    }
    public struct VStack: View {
        public init(alignment: HorizontalAlignment = .center, @ViewBuilder content: () -> AnyView) {}
        public var body: Never { fatalError() }
    }
    extension View {
        public func padding() -> AnyView { fatalError() }
    }

    """

    private static let xcTest = """
    import Foundation
    open class XCTestCase: NSObject {}
    public func XCTUnwrap<T>(_ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "") throws -> T { fatalError() }
    public func XCTAssertTrue(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "") {}
    public func XCTAssertFalse(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "") {}
    public func XCTAssertEqual<T: Equatable>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "") {}

    """
}
